import { describe, expect, it } from 'vitest';
import { explainSkills } from '../../../server/ai/explain';
import { RESUME_MATCH_CHARS } from '../../../server/ai/embeddingText';
import { relevance } from '../../../server/ai/relevance';
import { seekerFeatures } from '../../../server/ai/seekerFeatures';
import { jobFeatures } from '../../../server/ai/jobFeatures';

describe('explainSkills', () => {
  it('matches required skills by name or by the trade concept behind them', () => {
    const result = explainSkills(['Rhino 3D', 'MatrixGold', 'Stone Setting', 'Hand Sketching'], {
      skills: ['RhinoGold', 'KeyShot'],
      overview: 'CAD designer who sketches concepts by hand before modelling; some micro pave setting.',
    });
    expect(result.matchedSkills).toEqual(['Rhino 3D', 'Stone Setting', 'Hand Sketching']);
    expect(result.missingSkills).toEqual(['MatrixGold']);
  });

  it('matches a free-form skill the lexicon does not know only by its words', () => {
    expect(explainSkills(['Kaizen'], { overview: 'Led kaizen events on the shop floor.' })).toEqual({
      matchedSkills: ['Kaizen'],
      missingSkills: [],
    });
    expect(explainSkills(['Kaizen', ' '], { skills: ['Polishing'], overview: '' })).toEqual({ matchedSkills: [], missingSkills: ['Kaizen'] });
  });

  it('reads the résumé as the score does: its work, not its padding nor what lies past the cap', () => {
    const resume = ['EXPERIENCE', '- Kaizen events on the casting floor', 'Hobbies: MatrixGold tutorials', `${'- filing and polishing\n'.repeat(400)}- Rhino 3D`].join('\n');
    expect(resume.length).toBeGreaterThan(RESUME_MATCH_CHARS);
    const seeker = { overview: 'Caster with 5 years of experience.', resumeText: resume };
    const required = ['Kaizen', 'MatrixGold', 'Rhino 3D'];
    expect(explainSkills(required, seeker)).toEqual({ matchedSkills: ['Kaizen'], missingSkills: ['MatrixGold', 'Rhino 3D'] });
    // the score's own lists say the same
    const score = relevance(0.6, jobFeatures({ title: 'Caster', skillsRequired: required }), seekerFeatures(seeker));
    expect(score.matchedSkills).toEqual(['Kaizen']);
  });
});
