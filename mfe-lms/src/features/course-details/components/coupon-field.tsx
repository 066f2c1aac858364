// §2/§4/§5/§8 coupon: Apply does nothing for an empty code and is disabled with a spinner
// while the lookup runs; success (a coupon with an id) shows the green 'Coupon applied! New
// price: …' and the button becomes Clear; a failure shows data.detail.message under the input
// and the button also shows Clear; Clear resets to no coupon and empties the input.
// An input with a button beside it, so none of the four fields: the design system's box,
// wiring and messages by hand (docs/contributing/design-system.md, decision 017).
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, errorMessage, theme } from 'mfe-shared';
import { FieldBox, FieldMessages, fieldWiring } from 'mfe-shared/ui/field';
import type { CouponLookupResponse } from 'mfe-shared';
import { COUPON_APPLIED_PREFIX } from '../../../config/texts';
import { Spinner } from '../../../components/spinner';
import { lookupCoupon } from '../api/lookup-coupon';

export type CouponState = { kind: 'none' } | { kind: 'loading' } | { kind: 'applied'; coupon: CouponLookupResponse } | { kind: 'error'; message: string };

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
  /* width 0: the input's default width (about 20 characters) would set the panel's least width
     and push the course page wider than a phone; it grows into the room the row has instead. */
  input { flex: 1; width: 0; }
`;
// The confirmation is the field's hint: the input's description, and a status so it is read out.
const Applied = styled.span`color: ${theme.color.success}; font-weight: 600; font-size: 0.9rem;`;

export function CouponField({
  courseId,
  state,
  onChange,
  formatFinal,
}: {
  courseId: number;
  state: CouponState;
  onChange: (state: CouponState) => void;
  formatFinal: (coupon: CouponLookupResponse) => string;
}) {
  const [code, setCode] = useState('');
  const inputId = useId();
  const showClear = state.kind === 'applied' || state.kind === 'error';

  async function apply() {
    const trimmed = code.trim();
    if (!trimmed) return; // §5: an empty code does nothing
    onChange({ kind: 'loading' });
    try {
      const coupon = await lookupCoupon(courseId, trimmed);
      onChange(coupon.id ? { kind: 'applied', coupon } : { kind: 'error', message: 'This coupon cannot be used.' });
    } catch (error) {
      onChange({ kind: 'error', message: errorMessage(error) });
    }
  }

  function clear() {
    setCode('');
    onChange({ kind: 'none' });
  }

  const error = state.kind === 'error' ? state.message : undefined;
  const applied =
    state.kind === 'applied' ? (
      <Applied role="status">
        {COUPON_APPLIED_PREFIX}
        {formatFinal(state.coupon)}
      </Applied>
    ) : undefined;

  return (
    <FieldBox>
      <label htmlFor={inputId}>Coupon code</label>
      <Row>
        <input
          {...fieldWiring(inputId, error, applied)}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !showClear) void apply();
          }}
          readOnly={showClear}
          autoComplete="off"
        />
        {showClear ? (
          <Button type="button" $variant="secondary" onClick={clear}>
            Clear
          </Button>
        ) : (
          <Button type="button" $variant="secondary" onClick={() => void apply()} disabled={state.kind === 'loading'} aria-busy={state.kind === 'loading'}>
            {state.kind === 'loading' && <Spinner aria-hidden="true" />}
            Apply
          </Button>
        )}
      </Row>
      <FieldMessages id={inputId} error={error} hint={applied} />
    </FieldBox>
  );
}
