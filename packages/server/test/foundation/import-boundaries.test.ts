import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JavaScript config module without type declarations
import { importBoundaries, noTestClientInProduct } from '../../../../eslint.boundaries.js';

const root = path.resolve(import.meta.dirname, '../../../..');
// Only the boundary rules and a parser: type-aware rules are not what this test is about.
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  baseConfig: [
    { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
    importBoundaries,
    noTestClientInProduct,
  ],
});

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'boundaries/dependencies' || m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

describe('import boundaries (npm run lint)', () => {
  it('refuses product code importing the test client, which tests may use', async () => {
    const probe = "import { ApiClient } from '@mehendi/test-client';\nexport const probe = ApiClient;\n";
    expect(await boundaryErrors('packages/server/src/modules/catalogue/probe.ts', probe)).toEqual([
      expect.stringContaining('Only tests use the test client'),
    ]);
    expect(await boundaryErrors('packages/web/src/lib/probe.ts', probe)).toEqual([
      expect.stringContaining('Only tests use the test client'),
    ]);
    expect(await boundaryErrors('packages/server/test/probe.test.ts', probe)).toEqual([]);
  });

  it('refuses packages/shared importing the server', async () => {
    const errors = await boundaryErrors(
      'packages/shared/src/probe.ts',
      "import { loadConfig } from '../../server/src/config';\nexport const probe = loadConfig;\n",
    );
    expect(errors).toEqual([expect.stringContaining('packages/shared imports nothing of ours')]);
  });

  it('refuses a web feature importing another feature or app/, and allows its own files, ui/ and config/', async () => {
    const errors = await boundaryErrors(
      'packages/web/src/features/home/probe.ts',
      [
        "import { BookingForm } from '../booking/components/booking-form';",
        "import { AppRoutes } from '../../app/router';",
        "import { SiteHeader } from './components/site-header';",
        "import { Dialog } from '../../ui/dialog';",
        "import { paths } from '../../config/paths';",
        'export const probe = [BookingForm, AppRoutes, SiteHeader, Dialog, paths];',
      ].join('\n'),
    );
    expect(errors).toEqual([
      expect.stringContaining('does not import another feature'),
      expect.stringContaining('does not import app/'),
    ]);
  });

  it("refuses a server module reaching another module's repository, allows its index, service and tables", async () => {
    const errors = await boundaryErrors(
      'packages/server/src/modules/bookings/probe.ts',
      [
        "import { insertImage } from '../catalogue/catalogue.repository';",
        "import { designs } from '../catalogue/catalogue.schema';",
        "import { uploadImage } from '../catalogue/catalogue.service';",
        "import { chosenFiles } from '../catalogue';",
        "import { toCustomerBooking } from './bookings.repository';",
        'export const probe = [insertImage, designs, uploadImage, chosenFiles, toCustomerBooking];',
      ].join('\n'),
    );
    expect(errors).toEqual([
      expect.stringContaining("only through that module's index.ts, its service or its tables"),
    ]);
  });

  it('refuses a server module importing a module of its own layer or above (SERVER_MODULE_LAYERS)', async () => {
    // artists sits below bookings and visits; places beside reviews.
    const errors = await boundaryErrors(
      'packages/server/src/modules/artists/probe.ts',
      [
        "import { handBackJobsOf } from '../bookings';",
        "import { endCalendarFeed } from '../visits';",
        "import { enqueueTexts } from '../sms-outbox';",
        "import { customerBookings } from '../bookings/bookings.schema';",
        'export const probe = [handBackJobsOf, endCalendarFeed, enqueueTexts, customerBookings];',
      ].join('\n'),
    );
    expect(errors).toEqual([
      expect.stringContaining('imports only modules of lower layers'),
      expect.stringContaining('imports only modules of lower layers'),
    ]);
    expect(
      await boundaryErrors(
        'packages/server/src/modules/places/probe.ts',
        "import { publishedRatings } from '../reviews';\nexport const probe = publishedRatings;\n",
      ),
    ).toEqual([expect.stringContaining('imports only modules of lower layers')]);
    // Type-only imports count: naming a higher module's type ties the modules as much as calling it.
    expect(
      await boundaryErrors(
        'packages/server/src/modules/sms-outbox/probe.ts',
        "import type { BookingRow } from '../bookings';\nexport type Probe = BookingRow;\n",
      ),
    ).toEqual([expect.stringContaining('imports only modules of lower layers')]);
  });

  it("refuses a table importing another module's other files, allows other tables", async () => {
    const errors = await boundaryErrors(
      'packages/server/src/modules/reviews/reviews.schema.ts',
      [
        "import { customerBookings } from '../bookings/bookings.schema';",
        "import { findBooking } from '../bookings';",
        "import { enqueueTexts } from '../sms-outbox';",
        'export const probe = [customerBookings, findBooking, enqueueTexts];',
      ].join('\n'),
    );
    expect(errors).toEqual([
      expect.stringContaining('A table (*.schema.ts) imports only other tables'),
      expect.stringContaining('A table (*.schema.ts) imports only other tables'),
    ]);
  });
});
