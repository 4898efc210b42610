import { PublicPage } from '../public-page';
import { HomeHero } from '../../features/home/components/home-hero';
import { HowItWorks } from '../../features/home/components/how-it-works';

export function Component() {
  return (
    <PublicPage width="wide">
      <HomeHero />
      <HowItWorks />
    </PublicPage>
  );
}
