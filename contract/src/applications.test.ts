import { describe, expect, it } from 'vitest';
import { assessmentBlock } from './applications';

describe('assessmentBlock', () => {
  it('lets an active application of a process that is not over be assessed', () => {
    expect(assessmentBlock('open', 'active')).toBeNull();
    expect(assessmentBlock('draft', 'active')).toBeNull();
  });

  it('blocks every answer once the process is over, then once the application has its outcome', () => {
    expect(assessmentBlock('closed', 'active')).toBe('processFinal');
    expect(assessmentBlock('cancelled', 'hired')).toBe('processFinal');
    expect(assessmentBlock('in_progress', 'rejected')).toBe('notActive');
  });
});
