import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
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
