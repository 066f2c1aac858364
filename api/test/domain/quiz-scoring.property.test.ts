// The quiz scoring rules of decision 130, over random question sets and random answers. Pure
// functions, so no database and no driver (decision 128's matrix concerns suites that open one).
import fc from 'fast-check';
import { QUESTION_KINDS } from '@sap-academy/contracts';
import { isCorrect, normaliseTextAnswer, passes, scoreAttempt, type GivenAnswer, type ScoredQuestion } from '../../src/domain/quiz-scoring';

const RUNS = 300;

const choiceQuestion = (id: number, kind: 'single' | 'multiple') =>
  fc
    .integer({ min: 2, max: 6 })
    .chain((count) =>
      (kind === 'single'
        ? fc.nat(count - 1).map((right) => Array.from({ length: count }, (_, i) => i === right))
        : fc.array(fc.boolean(), { minLength: count, maxLength: count }).filter((flags) => flags.some(Boolean))
      ).map((flags) => ({ id, kind, options: flags.map((correct, i) => ({ id: i + 1, correct })) })),
    );

const questionArb = (id: number): fc.Arbitrary<ScoredQuestion> =>
  fc
    .record({
      kind: fc.constantFrom(...QUESTION_KINDS),
      points: fc.integer({ min: 1, max: 100 }),
    })
    .chain(({ kind, points }): fc.Arbitrary<ScoredQuestion> => {
      if (kind === 'single' || kind === 'multiple') return choiceQuestion(id, kind).map((q) => ({ ...q, points }));
      if (kind === 'numeric')
        return fc
          .record({ answer: fc.double({ min: -1e6, max: 1e6, noNaN: true }), tolerance: fc.double({ min: 0, max: 10, noNaN: true }) })
          .map((s) => ({ id, kind, points, options: [], ...s }));
      return fc.array(fc.stringMatching(/^[A-Za-z0-9]{1,8}$/), { minLength: 1, maxLength: 3 }).map((accepted) => ({ id, kind, points, options: [], accepted }));
    });

const quizArb = fc.integer({ min: 1, max: 12 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => questionArb(i + 1))));

/** The right answer, written the way a student might type it. */
const rightAnswer = (q: ScoredQuestion, spacing: string): GivenAnswer => {
  if (q.kind === 'numeric') return { question_id: q.id, value: String(q.answer) };
  if (q.kind === 'text') return { question_id: q.id, value: `${spacing}${q.accepted![0]!.toUpperCase().split('').join(spacing)}${spacing}` };
  return { question_id: q.id, option_ids: q.options.filter((o) => o.correct).map((o) => o.id) };
};

/** Any answer at all: options (some unknown), numbers near and far, text in odd case and spacing. */
const anyAnswer = (q: ScoredQuestion): fc.Arbitrary<GivenAnswer | undefined> =>
  fc.oneof(
    fc.constant(undefined),
    fc.constant(rightAnswer(q, ' ')),
    fc.array(fc.integer({ min: 1, max: 7 }), { maxLength: 7 }).map((option_ids) => ({ question_id: q.id, option_ids })),
    fc.double({ min: -2e6, max: 2e6, noNaN: true }).map((n) => ({ question_id: q.id, value: String(n) })),
    fc.string({ maxLength: 10 }).map((value) => ({ question_id: q.id, value })),
  );

// The oracle: correctness written independently of the implementation, as sorted lists.
const sameSet = (a: readonly number[], b: readonly number[]) => JSON.stringify([...new Set(a)].sort()) === JSON.stringify([...new Set(b)].sort());
const oracleCorrect = (q: ScoredQuestion, a: GivenAnswer | undefined): boolean => {
  if (!a) return false;
  if (q.kind === 'single' || q.kind === 'multiple')
    return sameSet(
      a.option_ids ?? [],
      q.options.filter((o) => o.correct).map((o) => o.id),
    );
  return isCorrect(q, a); // numeric and text have their own properties below
};

describe('quiz scoring (fast-check)', () => {
  it(`score is the sum of the points of correctly answered questions, 0 ≤ score ≤ max, and passed iff score × 100 ≥ pass mark × max (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(
        quizArb.chain((questions) => fc.tuple(fc.constant(questions), fc.tuple(...questions.map(anyAnswer)), fc.integer({ min: 0, max: 100 }))),
        ([questions, given, passMark]) => {
          const answers = given.filter((a): a is GivenAnswer => a !== undefined);
          const result = scoreAttempt(questions, answers, passMark);
          const expected = questions.reduce((sum, q, i) => sum + (oracleCorrect(q, given[i]) ? q.points : 0), 0);
          const max = questions.reduce((sum, q) => sum + q.points, 0);
          expect(result.score).toBe(expected);
          expect(result.max).toBe(max);
          expect(result.score).toBeGreaterThanOrEqual(0);
          expect(result.score).toBeLessThanOrEqual(result.max);
          expect(result.passed).toBe(result.score * 100 >= passMark * result.max);
          // The order answers arrive in changes nothing.
          expect(scoreAttempt(questions, [...answers].reverse(), passMark).score).toBe(result.score);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it(`every question answered right scores the maximum and passes any pass mark (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(quizArb, fc.constantFrom('', ' ', '\t'), fc.integer({ min: 0, max: 100 }), (questions, spacing, passMark) => {
        const result = scoreAttempt(
          questions,
          questions.map((q) => rightAnswer(q, spacing)),
          passMark,
        );
        expect(result.score).toBe(result.max);
        expect(result.passed).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it(`a multiple-choice answer is wrong as soon as it adds a wrong option or misses a right one (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(
        choiceQuestion(1, 'multiple').map((q) => ({ ...q, points: 1 })),
        fc.nat(),
        (q, pick) => {
          const right = q.options.filter((o) => o.correct).map((o) => o.id);
          const wrong = q.options.filter((o) => !o.correct).map((o) => o.id);
          expect(isCorrect(q, { question_id: 1, option_ids: right })).toBe(true);
          expect(isCorrect(q, { question_id: 1, option_ids: [...right, ...right] })).toBe(true);
          if (wrong.length) expect(isCorrect(q, { question_id: 1, option_ids: [...right, wrong[pick % wrong.length]!] })).toBe(false);
          expect(isCorrect(q, { question_id: 1, option_ids: right.filter((_, i) => i !== pick % right.length) })).toBe(false);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it(`a numeric answer is right exactly within its tolerance (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000, max: 100_000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: -3000, max: 3000 }),
        (answer, tolerance, offset) => {
          // Hundredths, so the boundary case (offset = ±tolerance) is exercised in decimals.
          const q: ScoredQuestion = { id: 1, kind: 'numeric', points: 1, options: [], answer: answer / 100, tolerance: tolerance / 100 };
          const given = { question_id: 1, value: String((answer + offset) / 100) };
          expect(isCorrect(q, given)).toBe(Math.abs(offset) <= tolerance);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it(`a text answer matches ignoring case and every space, and nothing else (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,10}$/), fc.stringMatching(/^[a-z0-9]{1,10}$/), (accepted, typed) => {
        const q: ScoredQuestion = { id: 1, kind: 'text', points: 1, options: [], accepted: [accepted] };
        const spaced = ` ${typed.toUpperCase().split('').join('  ')} `;
        expect(isCorrect(q, { question_id: 1, value: spaced })).toBe(typed === accepted);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('quiz scoring examples', () => {
  it('passes at exactly the pass mark, with no rounding: 7 of 10 at 70 % passes, 69 of 100 does not', () => {
    expect(passes(7, 10, 70)).toBe(true);
    expect(passes(69, 100, 70)).toBe(false);
    // 2 of 3 is 66.67 %: a pass mark of 67 is not met (rounding up would have said it is).
    expect(passes(2, 3, 67)).toBe(false);
    expect(passes(2, 3, 66)).toBe(true);
    expect(passes(0, 5, 0)).toBe(true);
  });

  it('takes 0.4 as within 0.1 of 0.3, Indian grouping commas, and refuses non-numbers', () => {
    const q: ScoredQuestion = { id: 1, kind: 'numeric', points: 1, options: [], answer: 0.3, tolerance: 0.1 };
    expect(isCorrect(q, { question_id: 1, value: '0.4' })).toBe(true);
    expect(isCorrect(q, { question_id: 1, value: '0.41' })).toBe(false);
    const lakh: ScoredQuestion = { id: 1, kind: 'numeric', points: 1, options: [], answer: 100000, tolerance: 0 };
    expect(isCorrect(lakh, { question_id: 1, value: '1,00,000' })).toBe(true);
    for (const value of ['', ' ', 'abc', '1e999', '0x10', 'Infinity']) expect(isCorrect(lakh, { question_id: 1, value })).toBe(false);
  });

  it('matches SAP codes however they are spaced or cased, and never an empty answer', () => {
    expect(normaliseTextAnswer(' ME 21N ')).toBe('me21n');
    const q: ScoredQuestion = { id: 1, kind: 'text', points: 1, options: [], accepted: ['ME21N'] };
    expect(isCorrect(q, { question_id: 1, value: 'me 21 n' })).toBe(true);
    expect(isCorrect(q, { question_id: 1, value: '   ' })).toBe(false);
  });
});
