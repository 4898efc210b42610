import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '../config/paths';
import { loadPhoneAuth } from './preload';

/** A route module as a lazy component: each page is its own chunk, fetched when first shown. */
function page(load: () => Promise<{ Component: ComponentType }>) {
  return lazy(() => load().then((module) => ({ default: module.Component })));
}

// The home page never downloads the booking, artist or admin code.
const Home = page(() => import('./routes/home'));
const PhoneAuth = page(loadPhoneAuth);
const ArtistDashboard = page(() => import('./routes/artist-dashboard'));
const ArtistThankYou = page(() => import('./routes/artist-thank-you'));
const CustomerDashboard = page(() => import('./routes/customer-dashboard'));
const CustomerLogin = page(() => import('./routes/customer-login'));
const CustomerThankYou = page(() => import('./routes/customer-thank-you'));
const AdminLogin = page(() => import('./routes/admin-login'));
const AdminProfile = page(() => import('./routes/admin-profile'));
const AdminDashboard = page(() => import('./routes/admin-dashboard'));
const MyBookings = page(() => import('./routes/my-bookings'));
const MyWork = page(() => import('./routes/my-work'));
const NotFound = page(() => import('./routes/not-found'));

export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.home} element={<Home />} />
      <Route path={paths.phoneAuthPattern} element={<PhoneAuth />} />
      <Route path={paths.artistDashboard} element={<ArtistDashboard />} />
      <Route path={paths.artistThankYou} element={<ArtistThankYou />} />
      <Route path={paths.customerDashboard} element={<CustomerDashboard />} />
      <Route path={paths.customerLogin} element={<CustomerLogin />} />
      <Route path={paths.customerThankYou} element={<CustomerThankYou />} />
      <Route path={paths.adminLogin} element={<AdminLogin />} />
      <Route path={paths.adminProfile} element={<AdminProfile />} />
      <Route path={paths.adminDashboard} element={<AdminDashboard />} />
      <Route path={paths.myBookings} element={<MyBookings />} />
      <Route path={paths.myWork} element={<MyWork />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
