// Which stable builds a rollback walks back through (decision 311, amending 125). Every switch and
// every promote pushes the build it made stable; a rollback without a candidate pops the top, so
// 1.0.0 → 1.1.0 → 1.2.0 rolls back to 1.1.0, then 1.0.0, then refuses. A switch after a rollback
// pushes onto what is left, like an editor's undo: the build rolled back from is not reached again
// by rolling back (it is one `switch` away). Canaries, a dropped candidate and the judge's
// automatic rollback leave the stack alone: they never change the stable build.
export interface StableBuild {
  version: string;
  manifest: string;
}

/** A history row as far as the stack cares: oldest first. */
export interface ReleaseStep {
  action: string;
  toVersion: string;
  manifest: string;
}

/** The stack of stable builds the history leaves, oldest at 0 and the current stable last. */
export function stableStack(history: readonly ReleaseStep[]): StableBuild[] {
  const stack: StableBuild[] = [];
  let candidateRunning = false;
  for (const step of history) {
    if (step.action === 'switch' || step.action === 'promote') {
      stack.push({ version: step.toVersion, manifest: step.manifest });
      candidateRunning = false;
    } else if (step.action === 'canary') {
      candidateRunning = true;
    } else if (step.action === 'auto_rollback' || (step.action === 'rollback' && candidateRunning)) {
      candidateRunning = false;
    } else if (step.action === 'rollback') {
      stack.pop();
    }
  }
  return stack;
}
