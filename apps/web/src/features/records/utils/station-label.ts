/** A station as the records pages name it: its id, a dash and its name. */
export const stationLabel = (id: string, name: string) => `${id} — ${name}`;
