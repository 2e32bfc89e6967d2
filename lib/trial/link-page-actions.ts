'use server';

import { cancelSeat, claimSeat, leaveWaitlist, moveSeat, stopMail } from './link-actions';
import { runLinkStep, type LinkPageState } from './link-page';
import type { CancelView, MoveView, StopView, WaitlistView } from './link-views';

/**
 * The buttons of the pages behind the links in a parent's mail, as form posts (DECISIONS.md, fifth round, "Forms
 * before scripts"): each works without script and before it arrives, and with script without leaving the page. A
 * failed request keeps what the page showed and says why.
 */
const field = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === 'string' ? value.slice(0, 200) : '';
};

async function keepingView<V>(previous: LinkPageState<V>, next: Promise<LinkPageState<V>>): Promise<LinkPageState<V>> {
  const state = await next;
  return state.view ? state : { ...previous, problem: state.problem };
}

export async function cancelFromLink(previous: LinkPageState<CancelView>, formData: FormData): Promise<LinkPageState<CancelView>> {
  const token = field(formData, 'token');
  return keepingView(previous, runLinkStep('cancel', token, (deps) => cancelSeat(deps, token), { state: 'invalid' }));
}

export async function moveFromLink(previous: LinkPageState<MoveView>, formData: FormData): Promise<LinkPageState<MoveView>> {
  const token = field(formData, 'token');
  return keepingView(previous, runLinkStep('move', token, (deps) => moveSeat(deps, token, field(formData, 'date')), { state: 'invalid' }));
}

export async function claimFromLink(previous: LinkPageState<WaitlistView>, formData: FormData): Promise<LinkPageState<WaitlistView>> {
  const token = field(formData, 'token');
  return keepingView(previous, runLinkStep('waitlist', token, (deps) => claimSeat(deps, token), { state: 'invalid' }));
}

export async function leaveFromLink(previous: LinkPageState<WaitlistView>, formData: FormData): Promise<LinkPageState<WaitlistView>> {
  const token = field(formData, 'token');
  return keepingView(previous, runLinkStep('waitlist', token, (deps) => leaveWaitlist(deps, token), { state: 'invalid' }));
}

export async function stopFromLink(previous: LinkPageState<StopView>, formData: FormData): Promise<LinkPageState<StopView>> {
  const token = field(formData, 'token');
  return keepingView(previous, runLinkStep('stop', token, (deps) => stopMail(deps, token), { state: 'invalid' }));
}
