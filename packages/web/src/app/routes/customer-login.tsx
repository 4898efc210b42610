import { paths } from '../../config/paths';
import { RequireFlag } from '../require-flag';
import { Component as CustomerDashboard } from './customer-dashboard';

// Only after a booking was confirmed locally; otherwise the open form (docs/decisions.md §2 corrects the
// original app's undefined /customer-booking).
export function Component() {
  return (
    <RequireFlag flag="customerBookingConfirmed" otherwise={paths.customerDashboard}>
      <CustomerDashboard />
    </RequireFlag>
  );
}
