import { startInStages } from '../src/start-in-stages';

describe('startInStages', () => {
  it('runs each stage in its own task, in order, after the previous one has finished', async () => {
    const log: string[] = [];
    let task = 0;
    const yieldTask = async () => {
      task += 1;
      log.push(`task ${task}`);
    };
    const stage = (name: string) => async () => {
      log.push(`${name} starts in task ${task}`);
      await Promise.resolve();
      log.push(`${name} done`);
    };
    await startInStages([stage('react-dom'), stage('router'), stage('app')], yieldTask);
    expect(log).toEqual([
      'task 1',
      'react-dom starts in task 1',
      'react-dom done',
      'task 2',
      'router starts in task 2',
      'router done',
      'task 3',
      'app starts in task 3',
      'app done',
    ]);
  });

  it('lets the browser run what was queued during a stage before the next stage starts', async () => {
    const log: string[] = [];
    await startInStages([
      async () => {
        log.push('react-dom');
        setTimeout(() => log.push('a task queued meanwhile (input, paint)'), 0);
      },
      async () => log.push('app'),
    ]);
    expect(log).toEqual(['react-dom', 'a task queued meanwhile (input, paint)', 'app']);
  });

  it('stops at a stage that fails and rejects with its error, so the app never starts half-loaded', async () => {
    const app = jest.fn(async () => undefined);
    const failure = new Error('ChunkLoadError: framework chunk');
    await expect(
      startInStages(
        [
          async () => {
            throw failure;
          },
          app,
        ],
        async () => undefined,
      ),
    ).rejects.toBe(failure);
    expect(app).not.toHaveBeenCalled();
  });
});
