import type { AgeGroup } from '@studio/contracts/stories';
import { fleschKincaidGrade } from '../core/readability';

/**
 * The writer fits every story to its band by construction; outside production a story that still
 * measures over it is a bug in the engine, so it throws instead of going out quietly.
 */
export function assertInBand(text: string, ageGroup: AgeGroup, maxGrade: number): void {
  if (globalThis.process?.env.NODE_ENV === 'production') return;
  const grade = fleschKincaidGrade(text);
  if (grade > maxGrade) throw new Error(`Story for ${ageGroup} measures grade ${grade.toFixed(2)}, over its band of ${maxGrade}`);
}
