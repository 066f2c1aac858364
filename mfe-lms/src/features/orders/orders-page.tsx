// Orders and receipts at /lms/orders: the student's orders with course, date,
// amount (INR through formatPrice, like every price), coupon and status in words; an order
// that took money (paid, or refund due) has a receipt PDF to download.
// One card per order (a phone reads it without sideways scrolling); an open order
// offers Pay now and Cancel, a closed one says what happened to the money.
// Loaded lazily: the /lms entry stays within its byte budget.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import { lmsPaths } from '../../config/paths';
import { BROWSE_COURSES, NO_ORDERS, ORDERS_HEADING, TITLE_PARTS } from '../../config/texts';
import { PageHead } from '../../components/page-head';
import { Page } from 'mfe-shared/ui/page';
import { QueryState } from 'mfe-shared/ui/query-state';
import { portalErrorView } from '../../components/error-view';
import { OrderCard } from './components/order-card';
import { useOrders } from './api/get-orders';

const List = styled.ul`
  list-style: none;
  margin: 1.5rem 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
`;
const Empty = styled.p`margin-top: 1.5rem; a { color: ${theme.color.brand}; font-weight: 600; }`;

export default function OrdersPage() {
  const { data, error, isLoading, mutate } = useOrders();
  return (
    <Page id="main">
      <PageHead parts={[TITLE_PARTS.orders]} />
      <h1 id="orders-heading">{ORDERS_HEADING}</h1>
      <QueryState renderError={portalErrorView} isLoading={isLoading} error={error} onRetry={() => void mutate()}>
        {() =>
          data && data.results.length > 0 ? (
            <List aria-labelledby="orders-heading">
              {data.results.map((order) => (
                <li key={order.id}>
                  <OrderCard order={order} onChanged={() => mutate()} />
                </li>
              ))}
            </List>
          ) : (
            <Empty>
              {NO_ORDERS} <Link to={lmsPaths.courses}>{BROWSE_COURSES}</Link>
            </Empty>
          )
        }
      </QueryState>
    </Page>
  );
}
