import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { renderWithProviders } from '../test/render';
import { useMessageDialog, type FollowUp } from './useMessageDialog';

/** Opens one dialog on click and records when its caller resumed. */
function Opener({ followUp, onResumed }: { followUp: FollowUp; onResumed: () => void }) {
  const { show } = useMessageDialog();
  return (
    <button
      type="button"
      onClick={() =>
        void show({
          kind: 'error',
          title: 'Login Failed',
          content: 'Wrong password',
          followUp,
        }).then(onResumed)
      }
    >
      open
    </button>
  );
}

function renderOpener(followUp: FollowUp) {
  const resumed = { count: 0 };
  renderWithProviders(
    <Routes>
      <Route
        path="/"
        element={<Opener followUp={followUp} onResumed={() => (resumed.count += 1)} />}
      />
      <Route path="/logout" element={<p>signed out page</p>} />
      <Route path="/landing" element={<p>landing page</p>} />
    </Routes>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'open' }));
  return resumed;
}

const ways: [string, () => void][] = [
  ['the OK button', () => fireEvent.click(screen.getByRole('button', { name: 'OK' }))],
  ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
  ['Esc', () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape', keyCode: 27 })],
];

describe('message dialog', () => {
  it.each(ways)('ends its follow-up once when closed with %s', async (_way, close) => {
    const resumed = renderOpener('logout');
    await screen.findByText('Wrong password');
    act(close);
    expect(await screen.findByText('signed out page')).toBeInTheDocument();
    await waitFor(() => expect(resumed.count).toBe(1));
  });

  it.each(ways)('resumes its caller for a plain close with %s', async (_way, close) => {
    const resumed = renderOpener('close');
    await screen.findByText('Wrong password');
    act(close);
    await waitFor(() => expect(resumed.count).toBe(1));
    expect(screen.getByRole('button', { name: 'open' })).toBeInTheDocument();
  });
});

describe('message dialog follow-ups after OK (spec §4)', () => {
  const ok = () => fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  const location = Object.getOwnPropertyDescriptor(window, 'location')!;
  afterEach(() => Object.defineProperty(window, 'location', location));
  /** Opens the dialog with `followUp` and answers OK, the page's reload replaced by a spy. */
  const okWithReloadWatched = async (followUp: FollowUp) => {
    const reload = vi.fn();
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...window.location, reload },
    });
    const resumed = renderOpener(followUp);
    await screen.findByText('Wrong password');
    act(ok);
    return { reload, resumed };
  };

  it.each([
    { followUp: 'logout', shown: 'signed out page' },
    { followUp: 'landing', shown: 'landing page' },
  ] as const)('$followUp: goes to the $followUp page', async ({ followUp, shown }) => {
    const resumed = renderOpener(followUp);
    await screen.findByText('Wrong password');
    act(ok);
    expect(await screen.findByText(shown)).toBeInTheDocument();
    await waitFor(() => expect(resumed.count).toBe(1));
  });

  it('refresh: reloads the page, once', async () => {
    const { reload, resumed } = await okWithReloadWatched('refresh');
    await waitFor(() => expect(resumed.count).toBe(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('close: stays on the page and reloads nothing', async () => {
    const { reload, resumed } = await okWithReloadWatched('close');
    await waitFor(() => expect(resumed.count).toBe(1));
    expect(screen.getByRole('button', { name: 'open' })).toBeInTheDocument();
    expect(screen.queryByText('signed out page')).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});

/** Opens the generic error popup for one error. */
function ErrorOpener({ error, followUp }: { error: unknown; followUp?: FollowUp }) {
  const { showError } = useMessageDialog();
  return (
    <button type="button" onClick={() => void showError(error, undefined, followUp)}>
      fail
    </button>
  );
}

describe('generic popup errors (spec §8)', () => {
  it.each([
    [new ApiError(500, 'INTERNAL', 'boom'), 'Internal Server Error'],
    [new ApiError(404, 'NOT_FOUND', 'nothing here'), 'URL/Page Request Not Found'],
    [new ApiError(405, 'METHOD', 'no'), 'URL/Page Method Request Not Allowed'],
    [
      new ApiError(409, 'CONFLICT', 'The record was changed by someone else.'),
      'The record was changed by someone else.',
    ],
    [new Error('Something else went wrong'), 'Something else went wrong'],
  ])('shows %s as %s', async (error, text) => {
    renderWithProviders(<ErrorOpener error={error} />);
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('runs the follow-up it is given after OK', async () => {
    renderWithProviders(
      <Routes>
        <Route
          path="/"
          element={<ErrorOpener error={new ApiError(500, 'INTERNAL', 'x')} followUp="landing" />}
        />
        <Route path="/landing" element={<p>landing page</p>} />
      </Routes>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    await screen.findByText('Internal Server Error');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
    expect(await screen.findByText('landing page')).toBeInTheDocument();
  });
});
