import { describe, expect, it } from 'vitest';
import { explainSkills } from '../../../server/ai/explain';

describe('explainSkills', () => {
  it('matches required skills by name or by the trade concept behind them', () => {
    const result = explainSkills(
      ['Rhino 3D', 'MatrixGold', 'Stone Setting', 'Hand Sketching'],
      ['RhinoGold', 'KeyShot'],
      'CAD designer who sketches concepts by hand before modelling; some micro pave setting.',
    );
    expect(result.matchedSkills).toEqual(['Rhino 3D', 'Stone Setting', 'Hand Sketching']);
    expect(result.missingSkills).toEqual(['MatrixGold']);
  });

  it('matches a free-form skill the lexicon does not know only by its words', () => {
    expect(explainSkills(['Kaizen'], [], 'Led kaizen events on the shop floor.')).toEqual({
      matchedSkills: ['Kaizen'],
      missingSkills: [],
    });
    expect(explainSkills(['Kaizen', ' '], ['Polishing'], '')).toEqual({ matchedSkills: [], missingSkills: ['Kaizen'] });
  });
});
