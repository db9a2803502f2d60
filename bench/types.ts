/** One measured figure. A bench file's default export returns a list of these. */
export interface BenchFigure {
  /** What was measured, e.g. "GET /api/v1/auth/profile requests/s". */
  name: string;
  value: number;
  unit: string;
  /** The target, written the way the issue writes it, e.g. "<= 50 ms". */
  target?: string;
  /** Whether the value meets the target (undefined when there is no target). */
  pass?: boolean;
}

export type Bench = () => Promise<BenchFigure[]>;
