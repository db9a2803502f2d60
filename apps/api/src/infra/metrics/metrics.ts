import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** How one attempt at a job ended, as the job runner reports it. */
export interface JobAttempt {
  kind: string;
  seconds: number;
  outcome: 'succeeded' | 'failed';
}

/** Seconds: from a cached read to the spec's 300 s request budget. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];
/** Seconds: from an e-mail to a whole illustrated book or print file. */
const JOB_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600, 1800];

/**
 * This process's Prometheus metrics (read at GET /metrics): its own registry, so several products in one
 * process (tests) do not share series. Each process counts what it did; Prometheus adds them up.
 */
export class Metrics {
  readonly registry = new Registry();

  private readonly httpRequests = new Histogram({
    name: 'studio_http_request_duration_seconds',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });

  private readonly jobAttempts = new Histogram({
    name: 'studio_job_duration_seconds',
    help: 'Job attempts run by this process, by job kind and outcome',
    labelNames: ['kind', 'outcome'] as const,
    buckets: JOB_BUCKETS,
    registers: [this.registry],
  });

  private readonly jobFailures = new Counter({
    name: 'studio_job_failures_total',
    help: 'Job attempts that failed in this process (retried or given up), by job kind',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  private readonly creditsSpent = new Counter({
    name: 'studio_credits_spent_total',
    help: 'Credits customers spent on pictures, by image model, counted once the charge is committed',
    labelNames: ['model'] as const,
    registers: [this.registry],
  });

  /**
   * `processMetrics`: prom-client's memory, CPU, event-loop and GC series. They keep timers and observers
   * running for the life of the process, so they are only sampled where metrics can be read.
   */
  constructor(options: { processMetrics: boolean }) {
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
  }

  recordRequest(request: { method: string; route: string; statusCode: number; seconds: number }): void {
    this.httpRequests.observe({ method: request.method, route: request.route, status_code: String(request.statusCode) }, request.seconds);
  }

  recordJobAttempt(attempt: JobAttempt): void {
    this.jobAttempts.observe({ kind: attempt.kind, outcome: attempt.outcome }, attempt.seconds);
    if (attempt.outcome === 'failed') this.jobFailures.inc({ kind: attempt.kind });
  }

  recordCreditsSpent(model: string, credits: number): void {
    this.creditsSpent.inc({ model }, credits);
  }

  /** Reports the jobs waiting in each queue, read from the queue at every scrape (the same for every process). */
  watchQueueDepth(readDepths: () => Promise<Array<{ queue: string; depth: number }>>): void {
    new Gauge({
      name: 'studio_job_queue_depth',
      help: 'Jobs waiting to run (queued or waiting to retry), by queue',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      async collect() {
        const depths = await readDepths();
        this.reset();
        for (const { queue, depth } of depths) this.set({ queue }, depth);
      },
    });
  }
}
