import { createHash } from 'node:crypto';
import { captchaWorkText, leadingZeroBits } from '@eqmp/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '../../../lib/session';
import { json, renderSignedIn, renderWithProviders } from '../../../test/render';
import { FeedbackForm } from './FeedbackForm';
import { stubFetch } from '../../../test/fetch';

const DIFFICULTY = 6;
/** Ant Design's forms and dialogs re-render slowly in the test DOM on a busy machine. */
const SLOW = { timeout: 10_000 };
const CHALLENGE = {
  id: '6f1c2b9e-0d7a-4c55-9f10-2a3b4c5d6e7f',
  challenge: 'feedback-challenge',
  difficulty: DIFFICULTY,
  expiresAt: '2026-01-15T00:05:00.000Z',
};

async function fillAndSend() {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
  fireEvent.click(await screen.findByTitle('Monitoring data', {}, SLOW));
  fireEvent.change(screen.getByLabelText('Message'), {
    target: { value: 'The PM2.5 reading at Shah Alam looks stuck.' },
  });
  fireEvent.click(screen.getByText('Send feedback').closest('button')!);
}

describe('FeedbackForm: the robot check of a visitor', () => {
  const fetchMock = stubFetch();

  const posted = () =>
    fetchMock.mock.calls
      .filter(([url]) => url === '/api2/feedback')
      .map(
        ([, init]) => JSON.parse((init as RequestInit).body as string) as Record<string, string>,
      );

  it('does the work when sending, shows its progress, and sends the nonce with the message', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/api2/users/captcha') {
        await held;
        return json(CHALLENGE);
      }
      return json({ message: 'Thank you. Your feedback has been received.' }, 201);
    });
    renderWithProviders(
      <SessionProvider onExpired={() => {}}>
        <FeedbackForm />
      </SessionProvider>,
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.querySelector('img')).toBeNull();
    await fillAndSend();
    expect(await screen.findByText('Checking you are not a robot…', {}, SLOW)).toBeInTheDocument();
    release();
    expect(
      await screen.findByText('Thank you. Your feedback has been received.', {}, SLOW),
    ).toBeInTheDocument();
    const [sent] = posted();
    expect(sent).toMatchObject({ category: 'data', captchaId: CHALLENGE.id });
    const digest = createHash('sha256')
      .update(captchaWorkText(CHALLENGE.challenge, sent!.captchaAnswer!))
      .digest();
    expect(leadingZeroBits(digest)).toBeGreaterThanOrEqual(DIFFICULTY);
  });

  it("shows 'Sorry wrong captcha' when the server refuses the check", async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api2/users/captcha'
        ? json(CHALLENGE)
        : json({ code: 'CAPTCHA_WRONG', message: 'Sorry wrong captcha' }, 400),
    );
    renderWithProviders(
      <SessionProvider onExpired={() => {}}>
        <FeedbackForm />
      </SessionProvider>,
    );
    await fillAndSend();
    expect(await screen.findByText('Sorry wrong captcha', {}, SLOW)).toBeInTheDocument();
  });

  it('asks nothing of a signed-in user', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Thank you.' }, 201));
    renderSignedIn(<FeedbackForm />, []);
    await fillAndSend();
    await waitFor(() => expect(posted()).toHaveLength(1), SLOW);
    expect(posted()[0]).not.toHaveProperty('captchaId');
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api2/users/captcha');
  });
});
