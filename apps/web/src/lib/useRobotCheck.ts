import { useCallback, useEffect, useRef, useState } from 'react';
import { proveNotRobot, type RobotProof } from './robot-check';

export type RobotCheckState =
  | { readonly status: 'idle' }
  | { readonly status: 'working'; readonly progress: number }
  | ({ readonly status: 'done' } & RobotProof);

/**
 * The robot check of a public form (password reset, feedback): `run` fetches a challenge and
 * does its work in the browser, showing progress; its proof is good for one request.
 * `reset` stops a check under way and forgets a finished one.
 */
export function useRobotCheck() {
  const [state, setState] = useState<RobotCheckState>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);

  const reset = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setState({ status: 'idle' });
  }, []);

  const run = useCallback(async (): Promise<RobotProof> => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState({ status: 'working', progress: 0 });
    try {
      const proof = await proveNotRobot({
        signal: controller.signal,
        onProgress: (progress) => {
          if (!controller.signal.aborted) setState({ status: 'working', progress });
        },
      });
      if (!controller.signal.aborted) setState({ status: 'done', ...proof });
      return proof;
    } catch (error) {
      if (!controller.signal.aborted) setState({ status: 'idle' });
      throw error;
    }
  }, []);

  useEffect(() => () => current.current?.abort(), []);

  return { state, run, reset };
}
