import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { StoryIdeaResponse } from '@studio/contracts/stories-api';
import { accountHandlers } from '../../../test/handlers';
import { server } from '../../../test/msw-server';
import { renderApp, signInAs } from '../../../test/render-app';

const PLANS = [
  { id: 'plan-free', type: 'free', name: 'Free', price_cents: 0, allowed_story_lengths: ['short'] },
  { id: 'plan-pro', type: 'pro', name: 'Pro', price_cents: 999, allowed_story_lengths: ['short', 'medium', 'long'] },
  { id: 'plan-premium', type: 'premium', name: 'Premium', price_cents: 1999, allowed_story_lengths: ['short', 'medium', 'long'] },
];

function idea(overrides: Partial<StoryIdeaResponse> = {}): StoryIdeaResponse {
  return {
    story_id: 'story-1', title: 'Mia and the Lost Kite', summary: 'Mia searches the park for her kite.', setting: 'forest',
    lesson: 'Friends help each other', tone: 'gentle', version: 1, status: 'idea_ready',
    characters: [{ name: 'Mia', kind: 'child', pronoun: 'she', appearance: {}, traits: [] }], ...overrides,
  };
}

function openDetails(path = '/story/details', subscription: object | null = null) {
  server.use(...accountHandlers({ subscription }), http.get('/api/v1/plans', () => HttpResponse.json(PLANS)));
  signInAs();
  return renderApp(path);
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('/story/details form', () => {
  it('walks through characters, reader and story, then creates the draft with target_age_range and moves on to the idea', async () => {
    const drafts: unknown[] = [];
    server.use(http.post('/api/v1/stories/draft', async ({ request }) => {
      drafts.push(await request.json());
      return HttpResponse.json({ story_id: 'story-1' }, { status: 201 });
    }));
    const { router } = openDetails();
    await userEvent.type(await screen.findByLabelText('Name'), 'Mia');
    await userEvent.selectOptions(screen.getByLabelText('Pronouns'), 'she');
    await userEvent.type(screen.getByLabelText('Hair'), 'curly');
    await userEvent.type(screen.getByLabelText('Personality'), 'brave, kind');
    await userEvent.click(screen.getByLabelText('A wheelchair'));
    await userEvent.click(screen.getByLabelText('Glasses'));
    await userEvent.click(screen.getByRole('button', { name: 'Add a character' }));
    const second = screen.getByRole('group', { name: 'Character 2' });
    await userEvent.type(within(second).getByLabelText('Name'), 'Pip');
    await userEvent.selectOptions(within(second).getByLabelText('Who are they?'), 'animal');
    await userEvent.selectOptions(within(second).getByLabelText('Species'), 'fox');
    await next();
    await userEvent.click(screen.getByLabelText('Early readers (6–8)'));
    await next();
    await userEvent.type(screen.getByLabelText('Theme'), 'a windy day');
    await userEvent.selectOptions(screen.getByLabelText('Setting'), 'beach');
    await userEvent.click(screen.getByRole('button', { name: 'Create my story idea' }));

    await waitFor(() => expect(router.state.location.search).toBe('?story_id=story-1'));
    expect(drafts).toEqual([
      expect.objectContaining({
        target_age_range: '6-8', story_length: 'short', theme: 'a windy day', setting: 'beach', tone: 'gentle', art_style: 'flat',
        characters: [
          expect.objectContaining({ name: 'Mia', kind: 'child', pronoun: 'she', appearance: expect.objectContaining({ hair: 'curly', features: ['wheelchair', 'glasses'] }), traits: ['brave', 'kind'] }),
          expect.objectContaining({ name: 'Pip', kind: 'animal', species: 'fox' }),
        ],
      }),
    ]);
  });

  it('takes a grown-up as a person: hair, skin and clothes, no species', async () => {
    const drafts: unknown[] = [];
    server.use(http.post('/api/v1/stories/draft', async ({ request }) => {
      drafts.push(await request.json());
      return HttpResponse.json({ story_id: 'story-1' }, { status: 201 });
    }));
    openDetails();
    await userEvent.type(await screen.findByLabelText('Name'), 'Mia');
    await userEvent.click(screen.getByRole('button', { name: 'Add a character' }));
    const second = screen.getByRole('group', { name: 'Character 2' });
    await userEvent.type(within(second).getByLabelText('Name'), 'Grandma Rose');
    await userEvent.selectOptions(within(second).getByLabelText('Who are they?'), 'grown-up');
    expect(within(second).queryByLabelText('Species')).toBeNull();
    await userEvent.type(within(second).getByLabelText('Hair'), 'white bun');
    await next();
    await next();
    await userEvent.click(screen.getByRole('button', { name: 'Create my story idea' }));
    await waitFor(() => expect(drafts).toHaveLength(1));
    expect(drafts[0]).toMatchObject({ characters: [expect.objectContaining({ name: 'Mia' }), expect.objectContaining({ name: 'Grandma Rose', kind: 'grown-up', appearance: { hair: 'white bun' } })] });
  });

  it('stays on a step until it is valid', async () => {
    openDetails();
    await screen.findByLabelText('Name');
    await next();
    expect(await screen.findByText('Every character needs a name')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('1. Characters');
    // The message goes as soon as the name is typed, not at the next Next.
    await userEvent.type(screen.getByLabelText('Name'), 'M');
    await waitFor(() => expect(screen.queryByText('Every character needs a name')).not.toBeInTheDocument());
  });

  it('shows lengths the free plan does not include as locked, with an upgrade hint', async () => {
    openDetails();
    await userEvent.type(await screen.findByLabelText('Name'), 'Mia');
    await next();
    expect(await screen.findByLabelText(/Short · 8 pages/)).toBeEnabled();
    await waitFor(() => expect(screen.getByLabelText(/Medium · 16 pages/)).toBeDisabled());
    expect(screen.getByLabelText(/Long · 24 pages/)).toBeDisabled();
    expect(screen.getAllByLabelText('Locked on your plan')).toHaveLength(2);
    expect(screen.getByText(/Longer stories come with the Pro and Premium plans/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to unlock them' })).toHaveAttribute('href', '/pricing');
  });

  it('unlocks every length on a paid plan', async () => {
    openDetails('/story/details', { plan: { type: 'pro', name: 'Pro' }, plan_id: 'plan-pro', plan_name: 'Pro', status: 'active', current_credits: 100 });
    await userEvent.type(await screen.findByLabelText('Name'), 'Mia');
    await next();
    await waitFor(() => expect(screen.getByLabelText(/Long · 24 pages/)).toBeEnabled());
    expect(screen.queryByText(/Longer stories come with/)).not.toBeInTheDocument();
  });

  it('fills fields from suggestion chips, and adds suggested characters', async () => {
    const asked: unknown[] = [];
    server.use(http.post('/api/v1/suggestions', async ({ request }) => {
      const body = (await request.json()) as { field: string };
      asked.push(body);
      const suggestions = body.field === 'character' ? ['Ember, a shy dragon'] : ['A trip to the moon', 'A lost teddy'];
      return HttpResponse.json({ field: body.field, suggestions });
    }));
    openDetails();
    await userEvent.type(await screen.findByLabelText('Name'), 'Mia');
    await userEvent.click(screen.getByRole('button', { name: 'Suggest characters' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ember, a shy dragon' }));
    const ember = screen.getByRole('group', { name: 'Character 2' });
    expect(within(ember).getByLabelText('Name')).toHaveValue('Ember');
    expect(within(ember).getByLabelText('Species')).toHaveValue('dragon');
    await next();
    await next();
    await userEvent.click(screen.getByRole('button', { name: 'Suggest themes' }));
    await userEvent.click(await screen.findByRole('button', { name: 'A lost teddy' }));
    expect(screen.getByLabelText('Theme')).toHaveValue('A lost teddy');
    expect(asked).toEqual([{ field: 'character' }, { field: 'theme', age_group: '3-5' }]);
  });

  it('suggests with the built-in writer when the AI service fails to', async () => {
    const asked: unknown[] = [];
    server.use(http.post('/api/v1/suggestions', async ({ request }) => {
      const body = (await request.json()) as { field: string; engine?: string };
      asked.push(body);
      if (body.engine === 'built-in') return HttpResponse.json({ field: body.field, suggestions: ['A lost teddy'] });
      return HttpResponse.json({ detail: 'The AI story-writing service could not be reached. No credits were taken. Please try again.', code: 'ai_unreachable' }, { status: 503 });
    }));
    openDetails();
    await userEvent.type(await screen.findByLabelText('Name'), 'Mia');
    await next();
    await next();
    await userEvent.click(screen.getByRole('button', { name: 'Suggest themes' }));
    expect(await screen.findByText('The AI story-writing service could not be reached. No credits were taken. Please try again.')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Use the built-in writer' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'A lost teddy' }));
    expect(screen.getByLabelText('Theme')).toHaveValue('A lost teddy');
    expect(asked).toEqual([{ field: 'theme', age_group: '3-5' }, { field: 'theme', age_group: '3-5', engine: 'built-in' }]);
  });

  it("shows the server's detail when the details are refused", async () => {
    server.use(http.post('/api/v1/stories/draft', () =>
      HttpResponse.json({ detail: 'Notes: This text describes violence or gore ("kill"), which is not suitable for a children\'s story. Please reword it.', code: 'unsafe_violence' }, { status: 422 }),
    ));
    openDetails();
    await userEvent.type(await screen.findByLabelText('Name'), 'Mia');
    await next();
    await next();
    await userEvent.click(screen.getByRole('button', { name: 'Create my story idea' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Notes: This text describes violence or gore');
  });
});

describe('/story/details?story_id= (the idea)', () => {
  it('shows the idea, refines it with feedback, then approves and starts writing', async () => {
    const refinements: Array<Record<string, string>> = [];
    const calls: string[] = [];
    server.use(
      http.get('/api/v1/stories/story-1/story-idea', () => HttpResponse.json(idea())),
      http.post('/api/v1/generate/refine-story-idea', async ({ request }) => {
        expect(request.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
        refinements.push(Object.fromEntries(new URLSearchParams(await request.text())));
        return HttpResponse.json(idea({ title: 'Mia and the Giggling Kite', version: 2 }));
      }),
      http.post('/api/v1/stories/approve-idea', async ({ request }) => {
        calls.push(`approve ${new URLSearchParams(await request.text()).get('story_id')}`);
        return HttpResponse.json(idea({ title: 'Mia and the Giggling Kite', version: 2, status: 'approved' }));
      }),
      http.post('/api/v1/generate/complete-storybook', async ({ request }) => {
        calls.push(`write ${((await request.json()) as { story_id: string }).story_id}`);
        return HttpResponse.json({ story_id: 'story-1', job_id: 'job-1' }, { status: 202 });
      }),
    );
    const { router } = openDetails('/story/details?story_id=story-1');
    expect(await screen.findByRole('heading', { name: 'Mia and the Lost Kite' })).toBeInTheDocument();
    expect(screen.getByText('Mia searches the park for her kite.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Make it funnier' }));
    expect(screen.getByLabelText('What would you like to change?')).toHaveValue('Make it funnier');
    await userEvent.click(screen.getByRole('button', { name: 'Refine idea' }));
    expect(await screen.findByRole('heading', { name: 'Mia and the Giggling Kite' })).toBeInTheDocument();
    expect(screen.getByText('Version 2')).toBeInTheDocument();
    // "Your story idea" is the page's heading, said once.
    expect(screen.getAllByText(/Your story idea/)).toHaveLength(1);
    expect(refinements).toEqual([{ story_id: 'story-1', user_feedback: 'Make it funnier' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Approve and write my story' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/story/generating'));
    expect(router.state.location.search).toBe('?story_id=story-1&job_id=job-1');
    expect(calls).toEqual(['approve story-1', 'write story-1']);
  });

  it('shows a refused refinement and keeps the idea', async () => {
    server.use(
      http.get('/api/v1/stories/story-1/story-idea', () => HttpResponse.json(idea())),
      http.post('/api/v1/generate/refine-story-idea', () => HttpResponse.json({ detail: 'Feedback: This text mentions weapons', code: 'unsafe_violence' }, { status: 422 })),
    );
    openDetails('/story/details?story_id=story-1');
    await userEvent.type(await screen.findByLabelText('What would you like to change?'), 'add a sword fight');
    await userEvent.click(screen.getByRole('button', { name: 'Refine idea' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Feedback: This text mentions weapons');
    expect(screen.getByRole('heading', { name: 'Mia and the Lost Kite' })).toBeInTheDocument();
  });

  it('offers the built-in writer when the AI service fails to write the idea, and uses it from the keyboard', async () => {
    const asked: string[] = [];
    server.use(http.get('/api/v1/stories/story-1/story-idea', ({ request }) => {
      const engine = new URL(request.url).searchParams.get('engine');
      asked.push(engine ?? 'configured');
      if (engine === 'built-in') return HttpResponse.json(idea({ title: 'Mia and the Windy Day' }));
      return HttpResponse.json({ detail: 'The AI story-writing service took too long to answer. No credits were taken. Please try again.', code: 'ai_timed_out' }, { status: 503 });
    }));
    openDetails('/story/details?story_id=story-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('The AI story-writing service took too long to answer. No credits were taken. Please try again.');
    const builtIn = screen.getByRole('button', { name: 'Use the built-in writer' });
    expect(builtIn).toHaveAccessibleDescription(/works without the AI service/);

    screen.getByRole('button', { name: 'Try again' }).focus();
    await userEvent.tab();
    expect(builtIn).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Mia and the Windy Day' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(asked).toEqual(['configured', 'built-in']);
  });

  it('lets the parent go on with the built-in writer when the AI safety check of the details cannot be reached', async () => {
    const drafts: Array<{ engine?: string }> = [];
    const asked: string[] = [];
    server.use(
      http.post('/api/v1/stories/draft', async ({ request }) => {
        const body = (await request.json()) as { engine?: string };
        drafts.push(body);
        if (body.engine !== 'built-in') return HttpResponse.json({ detail: 'The AI story-writing service could not be reached. No credits were taken. Please try again.', code: 'ai_unreachable' }, { status: 503 });
        return HttpResponse.json({ story_id: 'story-1' }, { status: 201 });
      }),
      http.get('/api/v1/stories/story-1/story-idea', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('engine') ?? 'configured');
        return HttpResponse.json(idea({ title: 'Mia and the Windy Day' }));
      }),
    );
    const { router } = openDetails();
    await userEvent.type(await screen.findByLabelText('Name'), 'Mia');
    await next();
    await next();
    await userEvent.click(screen.getByRole('button', { name: 'Create my story idea' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The AI story-writing service could not be reached.');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(drafts).toHaveLength(2));
    await userEvent.click(await screen.findByRole('button', { name: 'Use the built-in writer' }));
    expect(await screen.findByRole('heading', { name: 'Mia and the Windy Day' })).toBeInTheDocument();
    expect(drafts.map((draft) => draft.engine)).toEqual([undefined, undefined, 'built-in']);
    expect(router.state.location.search).toBe('?story_id=story-1&engine=built-in');
    expect(asked).toEqual(['built-in']);
  });

  it('asks the AI service again on "Try again"', async () => {
    let answers = 0;
    server.use(http.get('/api/v1/stories/story-1/story-idea', () =>
      answers++ === 0
        ? HttpResponse.json({ detail: 'The AI story-writing service failed (HTTP 500). No credits were taken. Please try again.', code: 'ai_server_error' }, { status: 502 })
        : HttpResponse.json(idea()),
    ));
    openDetails('/story/details?story_id=story-1');
    await screen.findByRole('alert');
    expect(answers).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Mia and the Lost Kite' })).toBeInTheDocument();
    expect(answers).toBe(2);
  });

  it('offers only "Try again" when what failed is not the AI service', async () => {
    server.use(http.get('/api/v1/stories/story-1/story-idea', () => HttpResponse.json({ detail: 'Something went wrong on our side. Please try again.', code: 'internal_error' }, { status: 500 })));
    openDetails('/story/details?story_id=story-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Use the built-in writer' })).not.toBeInTheDocument();
  });

  it('repeats a refinement the AI service failed, as it was or with the built-in writer, keeping the idea meanwhile', async () => {
    const refinements: Array<Record<string, string>> = [];
    server.use(
      http.get('/api/v1/stories/story-1/story-idea', () => HttpResponse.json(idea())),
      http.post('/api/v1/generate/refine-story-idea', async ({ request }) => {
        const form = Object.fromEntries(new URLSearchParams(await request.text()));
        refinements.push(form);
        if (form.engine === 'built-in') return HttpResponse.json(idea({ title: 'Mia and the Giggling Kite', version: 2 }));
        return HttpResponse.json({ detail: 'The AI story-writing service is busy with too many requests. No credits were taken. Please try again in 20 seconds.', code: 'ai_rate_limited' }, { status: 503 });
      }),
    );
    openDetails('/story/details?story_id=story-1');
    await userEvent.type(await screen.findByLabelText('What would you like to change?'), 'make it funnier');
    await userEvent.click(screen.getByRole('button', { name: 'Refine idea' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again in 20 seconds.');
    expect(screen.getByRole('heading', { name: 'Mia and the Lost Kite' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(refinements).toHaveLength(2));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Use the built-in writer' }).focus();
    await userEvent.keyboard(' ');
    expect(await screen.findByRole('heading', { name: 'Mia and the Giggling Kite' })).toBeInTheDocument();
    expect(refinements).toEqual([
      { story_id: 'story-1', user_feedback: 'make it funnier' },
      { story_id: 'story-1', user_feedback: 'make it funnier' },
      { story_id: 'story-1', user_feedback: 'make it funnier', engine: 'built-in' },
    ]);
    expect(screen.getByLabelText('What would you like to change?')).toHaveValue('');
  });
});
