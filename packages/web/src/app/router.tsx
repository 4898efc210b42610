import { createElement, lazy, useState, type ComponentType } from 'react';
import { parse } from 'regexparam';
import { matchRoute, Route, Switch } from 'wouter';
import { paths } from '../config/paths';
import { loadTexts, type Namespace } from '../i18n';
import { loadPhoneAuth } from './preload';

type RouteModule = { Component: ComponentType };

/**
 * A route module as a component: each page is its own chunk, fetched when first shown. Once the chunk is
 * in (see `loadPage`), the page renders at once instead of suspending, so a prerendered page is taken over
 * in one pass and a tap on it is handled, not dropped while React waits for the chunk.
 */
function page(load: () => Promise<RouteModule>, texts: Namespace | Namespace[]) {
  let loaded: ComponentType | undefined;
  const fetchModule = () =>
    load().then((module) => {
      loaded = module.Component;
      return module;
    });
  const Lazy = lazy(() => fetchModule().then((module) => ({ default: module.Component })));
  // Keeps the component it started with: switching from Lazy to the loaded one would remount the page.
  const Page = () => createElement(useState(() => loaded ?? Lazy)[0]);
  const namespaces = Array.isArray(texts) ? texts : [texts];
  return { Page, preload: () => Promise.all([fetchModule(), ...namespaces.map(loadTexts)]) };
}

// The home page never downloads the booking, artist or admin code.
const routes = [
  { path: paths.home, ...page(() => import('./routes/home'), 'public') },
  { path: paths.phoneAuthPattern, ...page(loadPhoneAuth, 'public') },
  { path: paths.artistDashboard, ...page(() => import('./routes/artist-dashboard'), 'public') },
  { path: paths.artistThankYou, ...page(() => import('./routes/artist-thank-you'), 'public') },
  { path: paths.customerDashboard, ...page(() => import('./routes/customer-dashboard'), 'public') },
  { path: paths.customerLogin, ...page(() => import('./routes/customer-login'), 'public') },
  { path: paths.customerThankYou, ...page(() => import('./routes/customer-thank-you'), 'public') },
  { path: paths.adminLogin, ...page(() => import('./routes/admin-login'), 'admin') },
  { path: paths.adminProfile, ...page(() => import('./routes/admin-profile'), 'admin') },
  { path: paths.adminDashboard, ...page(() => import('./routes/admin-dashboard'), ['admin', 'records']) },
  { path: paths.myBookings, ...page(() => import('./routes/my-bookings'), ['public', 'records']) },
  {
    path: paths.advanceReceiptPattern,
    ...page(() => import('./routes/advance-receipt'), ['public', 'records']),
  },
  { path: paths.myWork, ...page(() => import('./routes/my-work'), ['public', 'records']) },
  { path: paths.offerPattern, ...page(() => import('./routes/job-offer'), ['public', 'records']) },
  { path: paths.artists, ...page(() => import('./routes/artists'), 'public') },
  { path: paths.artistProfilePattern, ...page(() => import('./routes/artist-profile'), 'public') },
];
// Any other address.
const notFound = page(() => import('./routes/not-found'), 'public');

export function AppRoutes() {
  return (
    <Switch>
      {routes.map(({ path, Page }) => (
        <Route key={path} path={path} component={Page} />
      ))}
      <Route component={notFound.Page} />
    </Switch>
  );
}

/** Fetches the code and texts of the page at `pathname`, before the app takes a prerendered page over. */
export async function loadPage(pathname: string): Promise<void> {
  const route = routes.find(({ path }) => matchRoute(parse, path, pathname)[0]) ?? notFound;
  await route.preload();
}
