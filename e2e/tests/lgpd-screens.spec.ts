import { councilDay } from '@hub/contract/calendar';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { adminTest as test, expect, settingsEntry, storageWith } from '../support/fixtures';
import { call, openProcessWith } from '../support/processes';

/*
 * The LGPD screens of issue 72's second part (retention, record of processing, art. 20) at a
 * desktop's and a phone's size, light and dark: each fits its width and stays accessible. With
 * SHOTS_DIR set, each is also saved there to be looked at.
 */

const SIZES = [
  { name: '1440', viewport: { width: 1440, height: 900 } },
  { name: '390', viewport: { width: 390, height: 844 } },
] as const;

for (const size of SIZES)
  for (const mode of ['light', 'dark'] as const)
    test.describe(`${size.name} px, ${mode === 'light' ? 'claro' : 'escuro'}`, () => {
      test.use({
        viewport: size.viewport,
        storageState: async ({ adminSession }, use) =>
          use(storageWith({ accessToken: adminSession.accessToken, ...settingsEntry({ themeMode: mode }) })),
      });

      test('the retention policy, the record of processing and a contested score fit and stay accessible', async ({
        page,
        request,
        adminSession,
      }) => {
        test.slow();
        const token = adminSession.accessToken;
        const { process: opened, candidates, applications } = await openProcessWith(request, token, ['Quitéria']);
        const review = await call<{ id: string }>(request, token, 'post', '/api/lgpd-requests/reviews', {
          applicationId: applications[0]!.id,
          channel: 'email',
          identityCheck: 'Documento com foto conferido por videochamada',
          details: 'Contesta a nota do teste de competências',
          receivedOn: councilDay(),
        });
        const screens = [
          { path: '/dashboard/settings/retention', heading: 'Retenção de dados pessoais', file: 'retencao' },
          { path: '/dashboard/lgpd-requests/processing-record', heading: 'Registro das operações de tratamento', file: 'registro' },
          { path: '/dashboard/settings/processing-record', heading: 'Registro das operações de tratamento', file: 'registro-configuracoes' },
          { path: `/dashboard/lgpd-requests/${review.id}`, heading: `Solicitação de ${candidates[0]!.name}`, file: 'revisao-solicitacao' },
        ];
        for (const screen of screens) {
          await page.goto(screen.path);
          await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible();
          await expect(page.getByRole('progressbar')).toHaveCount(0);
          expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth), screen.path).toBe(false);
          await expectNoSeriousA11yViolations(page);
          if (process.env.SHOTS_DIR)
            await page.screenshot({ path: `${process.env.SHOTS_DIR}/${screen.file}-${size.name}-${mode}.png` });
        }
        await page.goto(`/dashboard/listSelectiveProcess/ViewSelectiveProcess/${opened.id}?aba=classificacao`);
        await page.getByRole('table', { name: 'Classificação' }).getByRole('row').filter({ hasText: candidates[0]!.name }).click();
        const explanation = page.getByRole('region', { name: 'Como esta nota foi calculada' });
        await explanation.scrollIntoViewIfNeeded();
        await expect(explanation.getByRole('button', { name: 'Pedir revisão' })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/revisao-gaveta-${size.name}-${mode}.png` });
      });
    });
