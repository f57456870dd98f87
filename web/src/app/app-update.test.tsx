import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useBeforeAppUpdate } from '@/lib/before-app-update';
import { SKIP_WAITING } from '@/lib/service-worker';
import { UpdatePrompt, watchAppUpdates } from './app-update';

/** A worker as the page sees it: its state, its `statechange` events, and what the page posts to it. */
class FakeWorker extends EventTarget {
  postMessage = vi.fn();
  constructor(public state: ServiceWorkerState) {
    super();
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

interface Start {
  active?: FakeWorker | null;
  waiting?: FakeWorker | null;
  controlled?: boolean;
}

function showPrompt({ active = new FakeWorker('activated'), waiting = null, controlled = true }: Start = {}) {
  const registration = Object.assign(new EventTarget(), {
    active,
    waiting,
    installing: null as FakeWorker | null,
  });
  const container = Object.assign(new EventTarget(), { controller: controlled ? active : null });
  const reload = vi.fn();
  const updates = watchAppUpdates(
    registration as unknown as ServiceWorkerRegistration,
    container as unknown as ServiceWorkerContainer,
    { reload },
  );
  render(<UpdatePrompt updates={updates} />);

  /** The browser found a new worker and installed it; with an active one it then waits. */
  const install = () => {
    const worker = new FakeWorker('installing');
    act(() => {
      registration.installing = worker;
      registration.dispatchEvent(new Event('updatefound'));
      registration.installing = null;
      registration.waiting = worker;
      worker.become('installed');
    });
    return worker;
  };
  const takeOver = () => act(() => container.dispatchEvent(new Event('controllerchange')));
  return { install, takeOver, reload };
}

const prompt = () => screen.getByRole('status');
const updateButton = () => screen.getByRole('button', { name: 'Atualizar' });

describe('UpdatePrompt', () => {
  it('when a new version is installed and waits behind the running one, then it offers it, and the page does not reload by itself', () => {
    const { install, reload } = showPrompt();
    expect(prompt()).toBeEmptyDOMElement();

    install();

    expect(prompt()).toHaveTextContent('Nova versão disponível — Atualizar');
    expect(updateButton()).toBeEnabled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('when the tab opens with a version already waiting, then it offers it', () => {
    showPrompt({ waiting: new FakeWorker('installed') });
    expect(prompt()).toHaveTextContent('Nova versão disponível — Atualizar');
  });

  it('when Atualizar is pressed, then the waiting version is told to take over and the page reloads once, when it has', async () => {
    const { install, takeOver, reload } = showPrompt();
    const waiting = install();

    await userEvent.click(updateButton());

    expect(waiting.postMessage).toHaveBeenCalledExactlyOnceWith({ type: SKIP_WAITING });
    expect(reload).not.toHaveBeenCalled();
    takeOver();
    takeOver();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('when the first version installs (nothing ran before it) and takes the page, then nothing is offered', () => {
    const { install, takeOver, reload } = showPrompt({ active: null, controlled: false });
    install();
    takeOver();
    expect(prompt()).toBeEmptyDOMElement();
    expect(reload).not.toHaveBeenCalled();
  });

  it('when another tab lets the new version take over, then this tab offers it without reloading, and Atualizar reloads it', async () => {
    const { takeOver, reload } = showPrompt();

    takeOver();
    expect(prompt()).toHaveTextContent('Nova versão disponível — Atualizar');
    expect(reload).not.toHaveBeenCalled();

    await userEvent.click(updateButton());
    expect(reload).toHaveBeenCalledOnce();
  });

  it('when Atualizar is pressed on a screen holding unsaved work, then the screen settles and writes it before the new version is asked to take over', async () => {
    const steps: string[] = [];
    let written: () => void = () => undefined;
    function Screen() {
      useBeforeAppUpdate({
        settle: () => steps.push('answer saved'),
        persist: () => new Promise<void>((resolve) => (written = resolve)).then(() => steps.push('cache written')),
      });
      return null;
    }
    const { install } = showPrompt();
    render(<Screen />);
    const waiting = install();
    waiting.postMessage.mockImplementation(() => steps.push('take over'));

    await userEvent.click(updateButton());
    expect(steps).toEqual(['answer saved']);
    await act(async () => written());

    expect(steps).toEqual(['answer saved', 'cache written', 'take over']);
  });
});
