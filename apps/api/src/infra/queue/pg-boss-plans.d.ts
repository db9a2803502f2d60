// pg-boss's SQL statements (its src/plans.js, CommonJS without types): the two it records a job's outcome with.
declare module 'pg-boss/src/plans.js' {
  const plans: { completeJobs(schema: string): string; failJobsById(schema: string): string };
  export default plans;
}
