import type { KyselyPlugin } from 'kysely';

/** Counts the statements sent through the Kysely instance it is plugged into. */
export function statementCounter() {
  const counter = { count: 0, plugin: undefined as unknown as KyselyPlugin };
  counter.plugin = {
    transformQuery: (args) => {
      counter.count += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return counter;
}
