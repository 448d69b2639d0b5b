import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { DEMO, logIn } from '../support/accounts';

// The pharmacist's catalogue (services.md §5 'Catalogue') on a 360 × 740 phone, on the demo
// catalogue the server seeds.
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const HEADER =
  'brand_name,generic_name,strength,form,manufacturer,pack_description,units_per_pack,unit_price,rx,stock';
const csv = (lines: string[]) => ({
  name: 'catalogue.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from([HEADER, ...lines, ''].join('\n')),
});

test('the demo pharmacist edits a stock, imports a file with a bad line (nothing changes) then a good one', async ({
  page,
}) => {
  await logIn(page, DEMO.pharmacist);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open dashboard menu' }).click();
  await page.getByRole('link', { name: 'Catalogue' }).click();
  await expect(page).toHaveURL(/\/dashboard\/catalogue$/);
  await expect(page.getByRole('heading', { name: 'Catalogue', level: 1 })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search medicines' });
  await search.fill('Seclo');
  const stock = page.getByRole('spinbutton', { name: /^Stock of Seclo 20 mg Capsule/ });
  await stock.fill('77');
  const save = page.getByRole('button', { name: /^Save Seclo 20 mg Capsule/ });
  await save.click();
  await expect(page.getByText('Seclo 20 mg Capsule is saved.')).toBeVisible();
  await search.fill('Seclo 2');
  await search.fill('Seclo');
  await expect(stock).toHaveValue('77');

  const file = page.getByLabel('CSV file');
  const importButton = page.getByRole('button', { name: 'Import CSV' });
  await file.setInputFiles(
    csv([
      'Catalogix,Paracetamol,500 mg,tablet,Sustho Test Pharma,10 x 10 tablets,100,1.10,no,500',
      'Catalogix,Paracetamol,650 mg,lozenge,Sustho Test Pharma,10 x 10 tablets,100,-2,no,500',
    ]),
  );
  await importButton.click();
  const report = page.getByRole('alert').filter({ hasText: 'nothing was imported' });
  await expect(report).toBeVisible();
  await expect(report.getByRole('listitem')).toHaveCount(2);
  await expect(report.getByRole('listitem').first()).toContainText('Line 3 · form');
  await expect(report.getByRole('listitem').last()).toContainText('Line 3 · unit_price');
  await search.fill('Catalogix');
  await expect(page.getByText('No medicine matches "Catalogix"')).toBeVisible();

  await file.setInputFiles(
    csv([
      'Catalogix,Paracetamol,500 mg,tablet,Sustho Test Pharma,10 x 10 tablets,100,1.10,no,500',
      'Catalogix,Paracetamol,650 mg,tablet,Sustho Test Pharma,10 x 10 tablets,100,1.50,no,300',
    ]),
  );
  await importButton.click();
  await expect(page.getByText('2 added, 0 updated')).toBeVisible();
  await search.fill('Catalogix 6');
  await search.fill('Catalogix');
  await expect(
    page.getByRole('spinbutton', { name: /^Stock of Catalogix 650 mg Tablet/ }),
  ).toHaveValue('300');

  // axe measures a toast's contrast mid-fade: the page is scanned once 'saved' has gone.
  await expect(page.getByText('Seclo 20 mg Capsule is saved.')).toBeHidden({ timeout: 15_000 });
  await expectNoAxeViolations(page);
});
