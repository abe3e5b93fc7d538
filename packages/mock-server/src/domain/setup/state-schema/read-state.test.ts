import { describe, expect, it } from 'vitest';
import { exportState } from '../bank-state.js';
import { createBank } from '../create-bank.js';
import { SCENARIOS } from '../scenarios/index.js';
import { readState } from './read-state.js';

/** What the bank makes itself must load: a schema stricter than the bank would refuse its own exports. */
describe('the state schema accepts every bank the mock makes', () => {
  for (const scenario of [null, ...SCENARIOS.map((s) => s.name)]) {
    it(`the export of ${scenario ?? 'the seed'}`, () => {
      const state = JSON.parse(JSON.stringify(exportState(createBank({ seed: 42, scenario }))));
      const read = readState(state);
      expect('problem' in read ? read.problem : 'loadable').toBe('loadable');
    });
  }
});
