import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@studio/contracts/constants';
import { server } from '../../../test/msw-server';
import { accountHandlers } from '../../../test/handlers';
import { signInAs } from '../../../test/render-app';
import { FreePlanDialog } from './free-plan-dialog';
import { SelectPlanDialog } from './select-plan-dialog';
import { SubscriptionStatusGate } from './subscription-status-gate';

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/dashboard'] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('plan dialogs (spec §2)', () => {
  it("'Free Plan Activated!' lists the features; its buttons go to /dashboard and /pricing", () => {
    renderAt(<FreePlanDialog open onOpenChange={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Free Plan Activated!' });
    for (const feature of ['Create storybooks', 'AI story generation', 'Monthly credits']) {
      expect(within(dialog).getByText(feature)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('link', { name: 'Start Creating Stories' })).toHaveAttribute('href', '/dashboard');
    expect(within(dialog).getByRole('link', { name: 'View Premium Plans' })).toHaveAttribute('href', '/pricing');
  });

  it("'Select a Plan First' lists Free, Pro and Premium with View Plans and Maybe Later", async () => {
    let open = true;
    renderAt(<SelectPlanDialog open onOpenChange={(next) => (open = next)} />);
    const dialog = screen.getByRole('dialog', { name: 'Select a Plan First' });
    for (const plan of ['Free', 'Pro', 'Premium']) expect(within(dialog).getByText(plan)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Maybe Later' }));
    expect(open).toBe(false);
  });
});

describe('SubscriptionStatusGate (spec §4)', () => {
  it('welcomes a free plan once and sets hasSeenFreePlanModal', async () => {
    signInAs();
    server.use(...accountHandlers({ subscription: null, status: { has_plan: true, is_free_plan: true, needs_plan_selection: false } }));
    renderAt(<SubscriptionStatusGate><h1>Dashboard</h1></SubscriptionStatusGate>);
    expect(await screen.findByRole('dialog', { name: 'Free Plan Activated!' })).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.hasSeenFreePlanModal)).not.toBeNull();
  });

  it('does not show the free-plan welcome when the flag is set', async () => {
    window.localStorage.setItem(STORAGE_KEYS.hasSeenFreePlanModal, 'true');
    signInAs();
    let statusCalls = 0;
    server.use(
      http.get('/api/v1/subscriptions/subscription/status', () => {
        statusCalls++;
        return HttpResponse.json({ has_plan: true, is_free_plan: true, needs_plan_selection: false });
      }),
      ...accountHandlers({ subscription: null, status: { has_plan: true, is_free_plan: true, needs_plan_selection: false } }),
    );
    renderAt(<SubscriptionStatusGate><h1>Dashboard</h1></SubscriptionStatusGate>);
    await waitFor(() => expect(statusCalls).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for a plan when the server says one is needed', async () => {
    signInAs();
    server.use(...accountHandlers({ subscription: null, status: { has_plan: false, is_free_plan: false, needs_plan_selection: true } }));
    renderAt(<SubscriptionStatusGate><h1>Dashboard</h1></SubscriptionStatusGate>);
    expect(await screen.findByRole('dialog', { name: 'Select a Plan First' })).toBeInTheDocument();
  });

  it('waits for subscription data before deciding', () => {
    signInAs();
    server.use(...accountHandlers({ status: { has_plan: false, is_free_plan: false, needs_plan_selection: true } }));
    renderAt(<SubscriptionStatusGate><h1>Dashboard</h1></SubscriptionStatusGate>);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
