import { createHash } from 'node:crypto';
import { captchaWorkText, leadingZeroBits } from '@eqmp/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders } from '../../../test/render';
import { ForgotPasswordModal } from './ForgotPasswordModal';

const DIFFICULTY = 6;
/** Ant Design's forms and dialogs re-render slowly in the test DOM on a busy machine. */
const SLOW = { timeout: 10_000 };
const doesWork = (challenge: string, nonce: string) =>
  leadingZeroBits(createHash('sha256').update(captchaWorkText(challenge, nonce)).digest()) >=
  DIFFICULTY;

/** The server's side: challenges handed out, and the reset requests it was sent. */
function fakeServer() {
  const issued = new Map<string, string>();
  const sent: { email: string; captchaId: string; captchaAnswer: string }[] = [];
  let refuseNext = false;
  let handedOut = 0;
  let hold: Promise<void> = Promise.resolve();
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    if (url === '/api2/users/captcha') {
      await hold;
      handedOut += 1;
      const id = `6f1c2b9e-0d7a-4c55-9f10-${String(handedOut).padStart(12, '0')}`;
      issued.set(id, `challenge-${handedOut}`);
      return json({
        id,
        challenge: issued.get(id),
        difficulty: DIFFICULTY,
        expiresAt: '2026-01-15T00:05:00.000Z',
      });
    }
    const body = JSON.parse(init.body as string) as (typeof sent)[number];
    sent.push(body);
    const challenge = issued.get(body.captchaId);
    issued.delete(body.captchaId);
    if (refuseNext || !challenge || !doesWork(challenge, body.captchaAnswer)) {
      refuseNext = false;
      return json({ code: 'CAPTCHA_WRONG', message: 'Sorry wrong captcha' }, 400);
    }
    return json({ outcome: 'sent', message: 'A reset link has been sent to your email.' });
  });
  return {
    fetchMock,
    sent,
    refuseNext: () => (refuseNext = true),
    holdChallenges: () => {
      let release = () => {};
      hold = new Promise((resolve) => (release = resolve));
      return () => release();
    },
  };
}

describe('ForgotPasswordModal: the robot check is work the browser does, not characters to read', () => {
  let server: ReturnType<typeof fakeServer>;
  beforeEach(() => {
    server = fakeServer();
    vi.stubGlobal('fetch', server.fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const robot = () => screen.getByRole('checkbox', { name: "I'm not a robot" });
  // Found by its text: while a message dialog is open, the form's modal is hidden from roles.
  const submit = () => screen.getByText('Send reset link').closest('button')!;
  /** Sends the form once the check allows it, and waits for the confirmation. */
  const sendWhenChecked = async () => {
    await waitFor(() => expect(submit()).toBeEnabled(), SLOW);
    fireEvent.click(submit());
    expect(
      await screen.findByText('A reset link has been sent to your email.', {}, SLOW),
    ).toBeInTheDocument();
  };

  it('waits for an email, shows progress while checking, and sends a nonce that does the work', async () => {
    renderWithProviders(<ForgotPasswordModal open onClose={() => {}} />);
    expect(robot()).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Email address'), {
      target: { value: 'someone@example.org' },
    });
    await waitFor(() => expect(robot()).toBeEnabled(), SLOW);
    const release = server.holdChallenges();
    fireEvent.click(robot());
    expect(await screen.findByText('Checking you are not a robot…', {}, SLOW)).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    release();
    expect(await screen.findByText('Checked: you are not a robot.', {}, SLOW)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.queryByRole('textbox', { name: /characters/i })).toBeNull();
    await sendWhenChecked();
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]!.email).toBe('someone@example.org');
  });

  it("shows 'Sorry wrong captcha' when the check is refused, and checks again", async () => {
    renderWithProviders(<ForgotPasswordModal open onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText('Email address'), {
      target: { value: 'someone@example.org' },
    });
    await waitFor(() => expect(robot()).toBeEnabled(), SLOW);
    fireEvent.click(robot());
    await screen.findByText('Checked: you are not a robot.', {}, SLOW);
    server.refuseNext();
    fireEvent.click(submit());
    expect(await screen.findByText('Sorry wrong captcha', {}, SLOW)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    // A new challenge is fetched and worked; the next send goes through.
    await waitFor(() => expect(server.fetchMock).toHaveBeenCalledTimes(3), SLOW);
    await sendWhenChecked();
    expect(server.sent).toHaveLength(2);
    expect(new Set(server.sent.map((s) => s.captchaId)).size).toBe(2);
  });
});
