import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { HELP_TOPICS } from '../content/help-topics';
import { asVisitor, renderApp } from '../../../test/render-app';

const search = () => screen.getByRole('searchbox', { name: 'Search help' });
const answers = () => [...document.querySelectorAll('main details')];
const questions = () => answers().map((details) => details.querySelector('summary > span')?.textContent);

afterEach(() => window.history.replaceState(null, '', '/'));

describe('/help', () => {
  it('shows every topic of the contact form with its answers', async () => {
    asVisitor();
    renderApp('/help');
    await screen.findByRole('heading', { level: 1, name: 'Help Centre' });
    for (const topic of HELP_TOPICS) expect(screen.getByRole('heading', { level: 2, name: topic.title })).toBeInTheDocument();
    const total = HELP_TOPICS.reduce((sum, topic) => sum + topic.answers.length, 0);
    expect(answers()).toHaveLength(total);
  });

  it('finds an answer by a word that is only in its text, and announces how many match', async () => {
    asVisitor();
    renderApp('/help');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search help' }), 'Stripe');
    expect(await screen.findByText('1 answer matches')).toHaveAttribute('aria-live', 'polite');
    expect(questions()).toEqual(['How do I pay?']);
  });

  it('needs every word to match, ignoring case and accents', async () => {
    asVisitor();
    renderApp('/help');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search help' }), 'CANCEL printing');
    await screen.findByText(/answers? match/);
    expect(questions()).toContain('Can I cancel an order?');
    expect(questions()).not.toContain('How do I pay?');
    await userEvent.clear(search());
    await userEvent.type(search(), 'refúnd');
    await screen.findByText(/answers? match/);
    expect(questions()).toContain('Can I get a refund?');
  });

  it('tells where to download one’s data or delete the account, contact-form messages included', async () => {
    asVisitor();
    renderApp('/help');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search help' }), 'profile contact form');
    await screen.findByText(/answers? match/);
    expect(questions()).toContain('How do I get a copy of my data or delete my account?');
  });

  it('says when nothing matches and offers to ask us', async () => {
    asVisitor();
    renderApp('/help');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search help' }), 'zeppelin');
    expect(await screen.findByRole('heading', { name: 'No answer matches “zeppelin”' })).toBeInTheDocument();
    expect(screen.getByText('0 answers match')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ask us directly' })).toHaveAttribute('href', '/contact');
  });

  it('opens the answer an address links to, and gives each answer a link of its own', async () => {
    window.history.replaceState(null, '', '/help#cookies');
    asVisitor();
    renderApp('/help');
    const answer = (await screen.findByText('Do you use tracking cookies?')).closest('details');
    expect(answer).toHaveAttribute('id', 'cookies');
    expect(answer).toHaveProperty('open', true);
    expect(document.getElementById('forgot-password')).toHaveProperty('open', false);
    expect(within(answer as HTMLElement).getByRole('link', { name: /Link to this answer/ })).toHaveAttribute('href', '#cookies');
  });

  it('promises nothing the product already does or has not built: no answer waits for a feature to "arrive"', () => {
    const texts = HELP_TOPICS.flatMap((topic) => topic.answers.flatMap((answer) => answer.answer));
    for (const text of texts) expect(text).not.toMatch(/\buntil [^.]*\barrives\b|coming soon|not available yet/i);
  });
});
