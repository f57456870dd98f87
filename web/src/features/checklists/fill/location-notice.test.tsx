import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastPosition, LOCATION_CHOICE_KEY } from '@/lib/position';
import { LocationNotice } from './location-notice';

/** The browser's Geolocation API: the one part jsdom lacks; each watch is recorded. */
function fakeGeolocation() {
  const watches = new Map<number, PositionCallback>();
  let next = 1;
  const geolocation = {
    watchPosition: vi.fn((success: PositionCallback) => {
      watches.set(next, success);
      return next++;
    }),
    clearWatch: vi.fn((id: number) => watches.delete(id)),
    getCurrentPosition: vi.fn(),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  const send = (latitude: number, longitude: number, accuracy: number) => {
    for (const success of watches.values())
      success({ coords: { latitude, longitude, accuracy } } as GeolocationPosition);
  };
  return { geolocation, watches, send };
}

describe('LocationNotice', () => {
  let gps: ReturnType<typeof fakeGeolocation>;
  beforeEach(() => {
    localStorage.clear();
    gps = fakeGeolocation();
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('when a checklist opens for the first time, then it explains why, reads nothing until allowed, and remembers the choice', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<LocationNotice open />);
    expect(screen.getByRole('dialog', { name: 'Por que coletamos sua localização' })).toHaveTextContent(
      'cerca de 10 metros',
    );
    expect(gps.geolocation.watchPosition).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Permitir' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(LOCATION_CHOICE_KEY)).toBe('allowed');
    expect(gps.watches.size).toBe(1);
    gps.send(-23.550519876, -46.633308123, 4.2);
    expect(lastPosition()).toEqual({ latitude: -23.5505, longitude: -46.6333, accuracy: 10 });

    // The wizard closes: the watch stops and the position is forgotten.
    unmount();
    expect(gps.watches.size).toBe(0);
    expect(lastPosition()).toBeNull();

    render(<LocationNotice open />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(gps.watches.size).toBe(1);
  });

  it('when the user declines, then no position is ever read, and the notice does not come back', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<LocationNotice open />);
    await user.click(screen.getByRole('button', { name: 'Não permitir' }));
    expect(localStorage.getItem(LOCATION_CHOICE_KEY)).toBe('declined');
    unmount();
    render(<LocationNotice open />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(gps.geolocation.watchPosition).not.toHaveBeenCalled();
  });

  it('when the checklist is not open for answers, then neither the notice nor the watch', () => {
    localStorage.setItem(LOCATION_CHOICE_KEY, 'allowed');
    render(<LocationNotice open={false} />);
    expect(gps.geolocation.watchPosition).not.toHaveBeenCalled();
    localStorage.clear();
    render(<LocationNotice open={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
