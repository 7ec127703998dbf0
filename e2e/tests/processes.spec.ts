import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { adminTest as test, expect } from '../support/fixtures';
import { companyWithPlan } from '../support/processes';
import { createCandidate } from '../support/registry';
import { recordWebm, videoPlays } from '../support/video';

const tag = () => randomUUID().slice(0, 8);

const pickOption = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

const column = (page: Page, stage: string): Locator =>
  page.getByRole('region', { name: new RegExp(`^${stage} \\(\\d+\\)$`) });

// Wide enough for the board's first four columns to sit side by side on screen.
test.use({ viewport: { width: 1600, height: 1000 } });

test('a process is created for a company, two professionals enrolled, assessed, ranked and moved on the board', async ({
  page,
  request,
  adminSession,
}) => {
  // One long flow through a dozen pages, each scanned by axe.
  test.setTimeout(600_000);
  const token = adminSession.accessToken;
  const company = await companyWithPlan(request, token);
  const ana = await createCandidate(request, token, { name: `Ana Processo ${tag()}` });
  const bruno = await createCandidate(request, token, { name: `Bruno Processo ${tag()}` });
  const title = `Analista de controladoria ${tag()}`;

  // The company's question sheet: multiple choice with the correct answer marked.
  const sheetName = `Contabilidade básica ${tag()}`;
  await page.goto(`/dashboard/companies/${company.id}`);
  await page.locator('#conteudo').getByRole('link', { name: 'Folhas de questões' }).click();
  await expect(page.getByRole('heading', { name: 'Banco de questões', level: 1 })).toBeVisible();
  await expect(page.getByText('Nenhuma folha de questões cadastrada')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Nova folha de questões' }).first().click();
  await page.getByRole('textbox', { name: 'Nome da folha' }).fill(sheetName);
  await page.getByRole('textbox', { name: 'Questão 1' }).fill('Qual conta é do ativo?');
  await page.getByRole('textbox', { name: 'Alternativa A' }).fill('Fornecedores');
  await page.getByRole('textbox', { name: 'Alternativa B' }).fill('Caixa');
  await page
    .getByRole('radiogroup', { name: 'Alternativas da questão 1' })
    .getByRole('radio')
    .nth(1)
    .check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Cadastrar folha' }).click();
  await expect(page.getByText('Folha de questões cadastrada', { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: sheetName })).toBeVisible();
  // The sheets are a list like the others: searched with accents ignored, the search in the URL.
  await page.getByRole('textbox', { name: 'Buscar folha por nome' }).fill('basica');
  await expect(page).toHaveURL(/key=basica/);
  await expect(
    page.getByRole('table', { name: 'Folhas de questões' }).getByRole('row'),
  ).toHaveCount(2);

  await page.goto(`/dashboard/companies/${company.id}`);
  await page
    .locator('#conteudo')
    .getByRole('link', { name: 'Processos seletivos', exact: true })
    .click();
  await expect(
    page.getByRole('heading', { name: 'Processos seletivos da empresa', level: 1 }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Cadastrar processo' }).first().click();
  await expect(
    page.getByRole('heading', { name: 'Novo processo seletivo', level: 1 }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cadastrar processo' }).click();
  await expect(page.getByText('O título é obrigatório')).toBeVisible();
  await page.getByRole('textbox', { name: 'Título da vaga' }).fill(title);
  await pickOption(page, 'Área', 'Finanças e controladoria');
  await pickOption(page, 'Senioridade', 'Pleno');
  await pickOption(page, 'Tipo de contratação', 'CLT');
  await pickOption(page, 'Modalidade', 'Remoto');
  await pickOption(page, 'Teste personalizado (folha de questões)', sheetName);
  await page
    .getByRole('textbox', { name: 'Descrição da vaga' })
    .fill('Fechamento mensal e relatórios.');
  await page.getByRole('button', { name: 'Adicionar requisito' }).click();
  await page.getByRole('textbox', { name: 'Requisito 1' }).fill('Registro ativo no conselho');
  await page.getByRole('switch', { name: 'Obrigatório' }).check();
  await page.getByRole('button', { name: 'Adicionar pergunta', exact: true }).click();
  await page
    .getByRole('textbox', { name: 'Pergunta 1' })
    .fill('Tem experiência com fechamento contábil?');
  await pickOption(page, 'Tipo da pergunta 1', 'Sim ou não');
  await pickOption(page, 'Resposta esperada da pergunta 1 (conta na nota)', 'Sim');
  await page.getByRole('button', { name: 'Adicionar pergunta da entrevista' }).click();
  await page
    .getByRole('textbox', { name: 'Pergunta da entrevista 1' })
    .fill('Conte um fechamento difícil que você conduziu.');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Cadastrar processo' }).click();
  await expect(page.getByText('Processo seletivo cadastrado')).toBeVisible();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  // The edit form shows the chosen sheet by its name, read by its id.
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(
    page.getByRole('combobox', { name: 'Teste personalizado (folha de questões)' }),
  ).toHaveValue(sheetName);
  await page.goBack();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Abrir inscrições' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Status alterado para Aberto')).toBeVisible();

  for (const candidate of [ana, bruno]) {
    await page.getByRole('button', { name: 'Inscrever profissional' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inscrever profissional' });
    await dialog
      .getByRole('combobox', { name: 'Profissional (nome, email ou CPF)' })
      .fill(candidate.name);
    await page.getByRole('option', { name: new RegExp(candidate.name) }).click();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Inscrever' }).click();
    await expect(page.getByText(`${candidate.name} inscrito no processo`)).toBeVisible();
  }
  await expect(column(page, 'Inscritos')).toHaveAccessibleName('Inscritos (2)');
  await expectNoSeriousA11yViolations(page);

  const processId = page.url().split('/').at(-1) ?? '';
  const answer = async (
    candidateId: string,
    meets: 'Sim' | 'Não',
    experience: 'Sim' | 'Não',
    asset: 'Caixa' | 'Fornecedores',
  ) => {
    const base = `/dashboard/users/candidates/${candidateId}/pregressSelectiveProcess/${processId}`;
    await page.goto(`${base}/auxiliaryRequirementsTest`);
    await page
      .getByRole('radiogroup', { name: 'Registro ativo no conselho' })
      .getByRole('radio', { name: meets })
      .check();
    await page
      .getByRole('textbox', { name: 'Evidência: Registro ativo no conselho' })
      .fill('Carteira do conselho');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Salvar respostas' }).click();
    await expect(page.getByText('Requisitos salvos')).toBeVisible();
    await page.goto(`${base}/auxiliaryQuestionsTest`);
    await page
      .getByRole('radiogroup', { name: 'Tem experiência com fechamento contábil?' })
      .getByRole('radio', { name: experience })
      .check();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Salvar respostas' }).click();
    await expect(page.getByText('Respostas salvas')).toBeVisible();
    await page.goto(`${base}/customTestQuestions`);
    await page
      .getByRole('radiogroup', { name: '1. Qual conta é do ativo?' })
      .getByRole('radio', { name: asset })
      .check();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Salvar respostas' }).click();
    await expect(page.getByText('Teste personalizado salvo')).toBeVisible();
  };
  await answer(ana.id, 'Sim', 'Sim', 'Caixa');
  await answer(bruno.id, 'Não', 'Sim', 'Fornecedores');

  // The video interview: an upload with its progress, playback, and the administrator's score.
  const interview = `/dashboard/users/candidates/${ana.id}/pregressSelectiveProcess/${processId}`;
  await page.goto(`${interview}/addVideoInterview`);
  await expect(
    page.getByRole('heading', { name: 'Enviar entrevista em vídeo', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('Nenhum vídeo enviado.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page
    .getByLabel('Vídeo da resposta: Conte um fechamento difícil que você conduziu.')
    .setInputFiles({
      name: 'resposta.webm',
      mimeType: 'video/webm',
      buffer: await recordWebm(page),
    });
  await page.getByRole('button', { name: 'Enviar vídeo' }).click();
  await expect(page.getByText('Vídeo da entrevista enviado')).toBeVisible();
  await page.getByRole('link', { name: 'Assistir e avaliar' }).click();
  await expect(page.getByRole('heading', { name: 'Entrevista em vídeo', level: 1 })).toBeVisible();
  await expect(
    page.getByLabel('Resposta em vídeo: Conte um fechamento difícil que você conduziu.'),
  ).toBeVisible();
  expect(await videoPlays(page)).toBe(true);
  await page.getByRole('spinbutton', { name: 'Nota (0 a 100)' }).fill('120');
  await page.getByRole('button', { name: 'Salvar nota' }).click();
  await expect(page.getByText('A nota vai de 0 a 100')).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Nota (0 a 100)' }).fill('80');
  await page.getByRole('textbox', { name: 'Comentário' }).fill('Resposta clara e objetiva.');
  await page.getByRole('button', { name: 'Salvar nota' }).click();
  await expect(page.getByText('Nota da entrevista salva')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The competency test is one sheet per professional; its radar shows once answered.
  await page.goto(`/dashboard/users/candidates/${ana.id}/competencyTest`);
  await expect(
    page.getByRole('heading', { name: 'Teste de competências', level: 1 }),
  ).toBeVisible();
  await page
    .getByRole('radiogroup', { name: 'Escuto com atenção antes de responder.' })
    .getByRole('radio', { name: 'Concordo totalmente' })
    .check();
  await page
    .getByRole('radiogroup', { name: 'Assumo a responsabilidade pelos resultados do grupo.' })
    .getByRole('radio', { name: 'Concordo', exact: true })
    .check();
  await page.getByRole('button', { name: 'Salvar respostas' }).click();
  await expect(page.getByText('Teste de competências salvo')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Gráfico radar das competências' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/dashboard/listSelectiveProcess/ViewSelectiveProcess/${processId}`);
  await page.getByRole('tab', { name: 'Classificação' }).click();
  const ranking = page.getByRole('table', { name: 'Classificação' });
  const first = ranking.getByRole('row').nth(1);
  await expect(first).toContainText(ana.name);
  await expect(first).toContainText('1º');
  await expect(first).toContainText('Requisitos 100 × ');
  await expect(first).toContainText('Teste personalizado 100 × ');
  await expect(first).toContainText('Entrevista em vídeo 80 × ');
  await expect(ranking.getByRole('row').nth(2)).toContainText(bruno.name);
  await expect(ranking.getByRole('row').nth(2)).toContainText('Requisitos 0 × ');
  await expect(ranking.getByRole('row').nth(2)).toContainText('Teste personalizado 0 × ');
  await expect(ranking.getByRole('row').nth(2)).toContainText('Requisito obrigatório');
  await expectNoSeriousA11yViolations(page);
  await first.click();
  await expect(page.getByRole('table', { name: 'Composição da nota' })).toContainText(
    'Perguntas auxiliares',
  );
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Fechar' }).click();

  await page.getByRole('tab', { name: 'Quadro' }).click();
  // A real drag with the mouse: press on the handle, move over the Entrevista column, release.
  const handle = page.getByRole('button', { name: `Arrastar ${ana.name}` });
  const target = column(page, 'Entrevista');
  await target.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('board not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 15 });
  await page.mouse.up();
  await expect(page.getByText(`${ana.name} movido para Entrevista`)).toBeVisible();
  await expect(column(page, 'Entrevista')).toHaveAccessibleName('Entrevista (1)');

  // The keyboard: focus the handle, space to lift, → to the next column, space to drop. dnd-kit
  // listens for the arrows from a timer it sets when the card is lifted: once the lift is
  // announced, one more turn of the page's timers, or a quick → is lost (it was, on a loaded CI).
  await page.getByRole('button', { name: `Arrastar ${bruno.name}` }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(`${bruno.name} sobre a etapa Inscritos.`)).toBeAttached();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`${bruno.name} sobre a etapa Triagem.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(`${bruno.name} movido para Triagem`)).toBeVisible();
  await expect(column(page, 'Triagem')).toHaveAccessibleName('Triagem (1)');
  await expectNoSeriousA11yViolations(page);
  // The last move can be undone: Bruno goes back to Inscritos.
  await page.getByRole('button', { name: 'Desfazer última movimentação' }).click();
  await expect(
    page.getByText(`Movimentação desfeita: ${bruno.name} voltou para Inscritos`),
  ).toBeVisible();
  await expect(column(page, 'Triagem')).toHaveAccessibleName('Triagem (0)');

  await page.getByRole('link', { name: 'Ver log do kanban' }).click();
  await expect(page.getByRole('heading', { name: 'Ações do kanban', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: /Buscar/ }).fill(ana.name);
  const logRow = page.getByRole('row').filter({ hasText: ana.name });
  await expect(logRow.first()).toContainText('Entrevista');
  await expectNoSeriousA11yViolations(page);

  // Weights: the sum must be 100; a preview shows the process's ranking before saving.
  await page.goto('/dashboard/settings');
  // A click while the freshly loaded app is still resolving its lazy routes was once lost (CI).
  await page.waitForLoadState('networkidle');
  await page.locator('#conteudo').getByRole('link', { name: 'Editar pesos' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/weights$/);
  await expect(page.getByRole('heading', { name: 'Pesos das avaliações', level: 1 })).toBeVisible();
  const requirementsWeight = page.getByRole('spinbutton', { name: 'Requisitos' });
  const original = await requirementsWeight.inputValue();
  await requirementsWeight.fill(String(Number(original) + 10));
  await expect(page.getByRole('alert')).toContainText('Os pesos devem somar 100 (soma atual: 110)');
  await expect(page.getByRole('button', { name: 'Salvar pesos' })).toBeDisabled();
  await page.getByRole('spinbutton', { name: 'Requisitos' }).fill('100');
  for (const other of [
    'Perguntas auxiliares',
    'Teste personalizado',
    'Teste de valores',
    'Teste de competências',
    'Entrevista em vídeo',
  ])
    await page.getByRole('spinbutton', { name: other }).fill('0');
  await expect(page.getByText('Soma: 100 de 100')).toBeVisible();
  await page.getByRole('combobox', { name: 'Processo seletivo' }).fill(title);
  await page.getByRole('option', { name: new RegExp(title) }).click();
  await page.getByRole('button', { name: 'Pré-visualizar' }).click();
  const preview = page.getByRole('table', { name: 'Prévia da classificação' });
  await expect(preview.getByRole('row').nth(1)).toContainText(ana.name);
  await expect(preview.getByRole('row').nth(1)).toContainText('100');
  await expectNoSeriousA11yViolations(page);

  // A final outcome takes a reason; the Catho panel says plainly that the adapter is not configured.
  await page.goto(`/dashboard/listSelectiveProcess/ViewSelectiveProcess/${processId}`);
  await page.getByRole('tab', { name: 'Classificação' }).click();
  await page.getByRole('row').filter({ hasText: bruno.name }).click();
  await page.getByRole('button', { name: 'Reprovar' }).click();
  await page
    .getByRole('dialog', { name: 'Reprovar?' })
    .getByRole('button', { name: 'Confirmar' })
    .click();
  await expect(page.getByText('Informe o motivo')).toBeVisible();
  await page.getByRole('textbox', { name: 'Motivo' }).fill('Não atende ao requisito obrigatório');
  await page
    .getByRole('dialog', { name: 'Reprovar?' })
    .getByRole('button', { name: 'Confirmar' })
    .click();
  await expect(page.getByText('Inscrição reprovada')).toBeVisible();
  await page.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByRole('row').filter({ hasText: bruno.name })).toContainText('Reprovada');
  await page.getByRole('tab', { name: 'Catho' }).click();
  await expect(page.getByText('A integração com a Catho não está configurada')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
