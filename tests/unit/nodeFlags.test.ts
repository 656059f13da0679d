import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS, withServerNodeFlags } from '../../server/nodeFlags';

describe('the server process V8 settings', () => {
  it('are added to the loader flags the supervisor passes on', () => {
    expect(withServerNodeFlags(['--import', 'tsx'])).toEqual(['--import', 'tsx', ...SERVER_NODE_FLAGS]);
  });

  it('replace an own value of the same setting instead of repeating it', () => {
    const flags = withServerNodeFlags(['--max-semi-space-size=4', '--expose-gc']);
    expect(flags).toEqual(['--expose-gc', ...SERVER_NODE_FLAGS]);
    expect(withServerNodeFlags(flags)).toEqual(flags);
  });
});
