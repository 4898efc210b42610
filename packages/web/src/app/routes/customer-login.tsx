import { paths } from '../../config/paths';
import { RequireFlag } from '../require-flag';
import { Component as CustomerDashboard } from './customer-dashboard';

// Only after a booking was confirmed locally; otherwise the open form (DESIGN §2 corrects SPEC's
// undefined /customer-booking).
export function Component() {
  return (
    <RequireFlag flag="customerBookingConfirmed" otherwise={paths.customerDashboard}>
      <CustomerDashboard />
    </RequireFlag>
  );
}
