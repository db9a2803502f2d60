/**
 * Lighthouse (mobile preset, Debian's Chromium) on every public page of a production build served by
 * the real product: performance ≥ 90; accessibility, best practices and SEO ≥ 95 (issue 13).
 */
import { execFileSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { PUBLIC_PAGES } from '../packages/contracts/src/site-routes';
import { repoRoot, startProductProcess } from './support/processes';
import type { BenchFigure } from './types';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 95 };

export default async function lighthouseBench(): Promise<BenchFigure[]> {
  execFileSync('npm', ['run', 'build', '-w', '@studio/web'], { cwd: repoRoot, stdio: 'inherit' });
  const product = await startProductProcess();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const figures: BenchFigure[] = [];
  try {
    for (const path of PUBLIC_PAGES) {
      const result = await lighthouse(`${product.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { categories, audits } = result.lhr;
      const failing = Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id);
      if (failing.length > 0) console.log(`${path}: failing audits ${failing.join(', ')}`);
      console.log(`${path}: FCP ${audits['first-contentful-paint']?.displayValue}, LCP ${audits['largest-contentful-paint']?.displayValue}, TBT ${audits['total-blocking-time']?.displayValue}`);
      for (const category of CATEGORIES) {
        const score = Math.round((categories[category]?.score ?? 0) * 100);
        figures.push({ name: `Lighthouse ${category} ${path}`, value: score, unit: '', target: `>= ${TARGETS[category]}`, pass: score >= TARGETS[category] });
      }
    }
  } finally {
    chrome.kill();
    await product.stop();
  }
  return figures;
}
