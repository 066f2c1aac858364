// /admin/coupons/new and /admin/coupons/:id, with the coupon's usage and history.
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Screen, Section } from '../../components/page';
import { QueryState } from 'mfe-shared/ui/query-state';
import { screens } from '../../config/paths';
import { discountLabel } from './coupon-label';
import { CouponForm } from './coupon-form';
import { couponToForm, EMPTY_COUPON } from './coupon-form-schema';
import type { CouponInput } from 'mfe-shared/contracts/admin';
import { AuditHistory } from '../audit';
import { createCoupon } from './api/create-coupon';
import { useCoupon } from './api/get-coupon';
import { updateCoupon } from './api/update-coupon';
import { useFormGeneration } from '../../lib/use-form-generation';

function NewCoupon() {
  const navigate = useNavigate();
  const create = async (input: CouponInput) => {
    const coupon = await createCoupon(input);
    await navigate(screens.coupon(coupon.id));
  };
  return (
    <Screen title="New coupon" actions={<Link to={screens.coupons}>All coupons</Link>}>
      <CouponForm defaults={EMPTY_COUPON} onSave={create} />
    </Screen>
  );
}

function EditCoupon({ id }: { id: number }) {
  const { data, error, mutate } = useCoupon(id);
  const { generation, reload } = useFormGeneration(mutate);
  const save = async (input: CouponInput) => {
    await updateCoupon(id, input, data?.version);
    await mutate();
  };
  return (
    <QueryState data={data} error={error} onRetry={() => void mutate()}>
      {(coupon) => (
        <Screen title={`Coupon ${coupon.code}`} actions={<Link to={screens.coupons}>All coupons</Link>}>
          <p>
            {discountLabel(coupon)}; used {coupon.used_count} {coupon.used_count === 1 ? 'time' : 'times'}
            {coupon.usage_limit !== null ? ` of ${coupon.usage_limit}` : ''}.
          </p>
          <CouponForm key={generation} defaults={couponToForm(coupon)} onSave={save} onReload={reload} />
          <Section aria-labelledby="coupon-history-heading">
            <h2 id="coupon-history-heading">History</h2>
            <AuditHistory entity="coupon" entityId={coupon.id} version={coupon.version} />
          </Section>
        </Screen>
      )}
    </QueryState>
  );
}

export function CouponEditorPage() {
  const { couponId } = useParams();
  if (!couponId) return <NewCoupon />;
  return <EditCoupon key={couponId} id={Number(couponId)} />;
}
