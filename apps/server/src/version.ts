/** The portal's version, shown in the API document and the health answer. */
export const version = '0.1.0';
