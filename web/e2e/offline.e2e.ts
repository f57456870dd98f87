import type { Page, Route } from 'playwright-core';
import { describe, expect } from 'vitest';
import { apiAs } from './api';
import { expectGone, expectPath, expectVisible, pathOf, signIn, test, toast } from './browser';
import {
  assignToJoao,
  expectQuestion,
  joaoOnPhoneWithOfflineShell,
  JOAO,
  nextQuestion,
  startOnPhone,
  truckDepartureTemplate,
  twelveMegapixelJpeg,
  waitForOfflineShell,
} from './field';

const ADMIN = 'admin@alfa.dev';
const OFFLINE_BANNER = 'Você está offline. Suas respostas serão enviadas quando a conexão voltar.';
const NO_LIST_OFFLINE = 'Sem conexão: sua lista aparece quando a conexão voltar';

interface Sent {
  status: string;
  questions: Array<{ answer: unknown; corrections: number }>;
}

/** What the device keeps of the field cache (IndexedDB, data/offline/persist.ts), as text. */
function persistedCache(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('checkfrota-cache');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('field')) return resolve('');
          const get = db.transaction('field').objectStore('field').get('field-cache');
          get.onsuccess = () => resolve(typeof get.result === 'string' ? get.result : '');
          get.onerror = () => resolve('');
        };
        open.onerror = () => resolve('');
      }),
  );
}

/**
 * Makes the sign-in the device keeps (Firebase Auth's IndexedDB) expired, as after a night without
 * the app: the next start must renew the token, and cannot without a network.
 */
function expireStoredSignIn(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('firebaseLocalStorage', 'readwrite');
          const store = tx.objectStore('firebaseLocalStorage');
          let expired = 0;
          const all = store.getAll();
          all.onsuccess = () => {
            for (const entry of all.result as Array<{ value?: { stsTokenManager?: { expirationTime: number } } }>) {
              if (!entry.value?.stsTokenManager) continue;
              entry.value.stsTokenManager.expirationTime = Date.now() - 60 * 60 * 1000;
              store.put(entry);
              expired += 1;
            }
          };
          tx.oncomplete = () => resolve(expired);
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

/** João's new departure inspection, started on the phone, with the start kept on the device. */
async function startedAndKeptOnThePhone(page: Page): Promise<string> {
  const id = await assignToJoao(await truckDepartureTemplate());
  await joaoOnPhoneWithOfflineShell(page);
  await startOnPhone(page, id);
  await expect.poll(async () => (await persistedCache(page)).includes(`"status":"in_progress"`)).toBe(true);
  return id;
}

async function imagesOf(checklistId: string): Promise<number> {
  const page = await apiAs<{ items: Array<{ checklistId: string }> }>(
    ADMIN,
    'GET',
    '/checklists/images/list?pageSize=100',
  );
  return page.items.filter((image) => image.checklistId === checklistId).length;
}

const question = expectQuestion;
const next = nextQuestion;

/** The field user's list: `GET /api/checklists?page=…`. */
const theList = (url: URL) => url.pathname === '/api/checklists';

describe('the phone without signal', () => {
  test('when the signal goes and the page reloads right after a new list appears, then the list is still there', async ({
    page,
  }) => {
    const template = await truckDepartureTemplate();
    await assignToJoao(template);
    await joaoOnPhoneWithOfflineShell(page);

    // A checklist the device has not seen yet: only the next read brings it.
    const id = await assignToJoao(template);
    const card = page.locator(`a[href="/mobile/checklist/${id}"]`);
    await page.getByRole('button', { name: 'Atualizar', exact: true }).click();
    await expectVisible(card);
    await page.context().setOffline(true);
    await page.reload();

    await expectVisible(page.getByText(OFFLINE_BANNER));
    await expectVisible(card);
    await expectGone(page.getByText('Carregando checklists...'));
  });

  test('when the phone has no copy of the list and opens without signal, then it says the list comes with the connection, and shows it when the signal returns', async ({
    page,
  }) => {
    const id = await assignToJoao(await truckDepartureTemplate());
    await page.setViewportSize({ width: 390, height: 844 });
    // The list never reaches this device before the signal goes: nothing of it is kept.
    await page.route(theList, (route: Route) => route.abort('connectionreset'));
    await signIn(page, JOAO);
    await expectPath(page, '/mobile');
    await waitForOfflineShell(page);
    expect(await persistedCache(page)).not.toContain('"queryKey":["checklists","mine"');

    await page.context().setOffline(true);
    await page.reload();
    await expectVisible(page.getByText(NO_LIST_OFFLINE));
    await expectGone(page.getByText('Carregando checklists...'));

    await page.unroute(theList);
    await page.context().setOffline(false);
    await expectVisible(page.locator(`a[href="/mobile/checklist/${id}"]`));
    await expectGone(page.getByText(NO_LIST_OFFLINE));
  });

  test('when João answers, photographs, reloads and submits offline, then everything arrives once when the network returns', async ({
    page,
  }) => {
    const id = await startedAndKeptOnThePhone(page);

    await page.context().setOffline(true);
    await expectVisible(page.getByText(OFFLINE_BANNER));
    await page.getByRole('radio', { name: 'Sim' }).click();
    await next(page);
    await question(page, 2);
    const photo = await twelveMegapixelJpeg(page, 120);
    await page
      .getByLabel('Escolher fotos para Foto do lacre')
      .setInputFiles([{ name: 'lacre.jpg', mimeType: 'image/jpeg', buffer: photo }]);
    await expectVisible(page.getByRole('img', { name: 'Foto 1 de Foto do lacre' }));
    await expectVisible(page.getByText('Aguardando envio', { exact: true }));
    await next(page);
    await question(page, 3);
    await page.getByRole('textbox', { name: 'Quilometragem de saída' }).fill('120345');
    await page.getByRole('button', { name: 'Anterior', exact: true }).click();
    await expect.poll(async () => (await persistedCache(page)).includes('120345')).toBe(true);

    // Reloaded without a network: the app, the checklist and the answers are still there.
    await page.reload();
    await question(page, 2);
    await expectVisible(page.getByText(OFFLINE_BANNER));
    await expectVisible(page.getByRole('img', { name: 'Foto 1 de Foto do lacre' }));
    await next(page);
    await expect.poll(() => page.getByRole('textbox', { name: 'Quilometragem de saída' }).inputValue()).toBe('120345');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expectPath(page, '/mobile');
    await expectVisible(page.locator(`a[href="/mobile/checklist/${id}"]`).getByText('Envio pendente'));

    await page.context().setOffline(false);
    await expect
      .poll(async () => (await apiAs<Sent>(JOAO, 'GET', `/checklists/${id}`)).status, {
        timeout: 10_000,
        interval: 250,
      })
      .toBe('completed');
    const sent = await apiAs<Sent>(JOAO, 'GET', `/checklists/${id}`);
    expect(sent.questions[0]?.answer).toBe(true);
    expect(sent.questions[1]?.answer).toHaveLength(1);
    expect(sent.questions[2]?.answer).toBe(120345);
    expect(await imagesOf(id)).toBe(1);
    await expectVisible(toast(page, /Tudo enviado!/));
  });

  test('when every third API call fails (some after the server did the work), then every answer, the photo and the submit arrive exactly once', async ({
    page,
  }) => {
    const id = await assignToJoao(await truckDepartureTemplate());
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, JOAO);
    await expectPath(page, '/mobile');

    let calls = 0;
    await page.route('**/api/**', async (route: Route) => {
      calls += 1;
      if (calls % 3 !== 0) return route.continue();
      const request = route.request();
      // A multipart body cannot be replayed by the test: the upload fails before it leaves.
      if (request.method() === 'GET' || request.url().endsWith('/api/upload')) return route.abort('connectionreset');
      // The server does the work and the answer is lost on the way back.
      await route.fetch();
      return route.abort('connectionreset');
    });

    await startOnPhone(page, id);
    await page.getByRole('radio', { name: 'Não' }).click();
    await next(page);
    await question(page, 2);
    const photo = await twelveMegapixelJpeg(page, 300);
    await page
      .getByLabel('Escolher fotos para Foto do lacre')
      .setInputFiles([{ name: 'lacre.jpg', mimeType: 'image/jpeg', buffer: photo }]);
    await expectVisible(page.getByRole('img', { name: 'Foto 1 de Foto do lacre' }));
    await next(page);
    await question(page, 3);
    await page.getByRole('textbox', { name: 'Quilometragem de saída' }).fill('98000');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();

    await expect
      .poll(async () => (await apiAs<Sent>(JOAO, 'GET', `/checklists/${id}`)).status, {
        timeout: 30_000,
        interval: 500,
      })
      .toBe('completed');
    expect(calls).toBeGreaterThan(6);
    const sent = await apiAs<Sent>(JOAO, 'GET', `/checklists/${id}`);
    expect(sent.questions.map((q) => q.answer)).toEqual([false, [expect.stringMatching(/^image_ref:\/\//)], 98000]);
    expect(sent.questions.map((q) => q.corrections)).toEqual([0, 0, 0]);
    expect(await imagesOf(id)).toBe(1);
    await expectVisible(toast(page, 'Checklist enviado com sucesso!'));
  });

  test('when João answers offline and tries to sign out, then he is warned of what is unsent, cancels, and everything is sent when the network returns', async ({
    page,
  }) => {
    const id = await assignToJoao(await truckDepartureTemplate());
    await joaoOnPhoneWithOfflineShell(page);
    await startOnPhone(page, id);

    await page.context().setOffline(true);
    await expectVisible(page.getByText(OFFLINE_BANNER));
    await page.getByRole('radio', { name: 'Sim' }).click();
    await next(page);
    await question(page, 2);
    const photo = await twelveMegapixelJpeg(page, 60);
    await page
      .getByLabel('Escolher fotos para Foto do lacre')
      .setInputFiles([{ name: 'lacre.jpg', mimeType: 'image/jpeg', buffer: photo }]);
    await expectVisible(page.getByText('Aguardando envio', { exact: true }));
    await next(page);
    await question(page, 3);
    await page.getByRole('textbox', { name: 'Quilometragem de saída' }).fill('77001');
    await page.getByRole('button', { name: 'Anterior', exact: true }).click();
    await question(page, 2);

    // Back on the list, he tries to sign out: the app warns and keeps everything when he cancels.
    await page.getByRole('link', { name: 'Voltar para Meus Checklists' }).click();
    await expectPath(page, '/mobile');
    await page.getByRole('button', { name: 'Sair', exact: true }).click();
    const warning = page.getByRole('dialog', { name: 'Sair sem enviar?' });
    await expectVisible(warning.getByText(/Você tem \d+ respostas? e 1 foto ainda não enviadas/));
    const counted = await warning.getByText(/Você tem/).textContent();
    expect(counted).toMatch(/Você tem 3 respostas e 1 foto ainda não enviadas/);
    await warning.getByRole('button', { name: 'Cancelar' }).click();
    await expectGone(warning);
    await expectPath(page, '/mobile');

    await page.context().setOffline(false);
    await expect
      .poll(async () => (await apiAs<Sent>(JOAO, 'GET', `/checklists/${id}`)).questions.map((q) => q.answer), {
        timeout: 20_000,
        interval: 250,
      })
      .toEqual([true, [expect.stringMatching(/^image_ref:\/\//)], 77001]);
    expect(await imagesOf(id)).toBe(1);
    await expectVisible(toast(page, /Tudo enviado!/));
    // Nothing left unsent: Sair now signs out at once.
    await page.getByRole('button', { name: 'Sair', exact: true }).click();
    await expectPath(page, '/login');
  });

  test('when the phone starts without signal and its sign-in has expired, then João stays signed in, his unsent answer stays, and it is sent when the signal returns', async ({
    page,
  }) => {
    const id = await startedAndKeptOnThePhone(page);

    await page.context().setOffline(true);
    await page.getByRole('radio', { name: 'Sim' }).click();
    await next(page);
    await question(page, 2);
    await expect.poll(async () => (await persistedCache(page)).includes('"isPaused":true')).toBe(true);
    expect(await expireStoredSignIn(page)).toBe(1);

    // A cold start: the token cannot be renewed, and nothing on the device is cleared for that.
    await page.reload();
    await question(page, 2);
    await expectVisible(page.getByText(OFFLINE_BANNER));
    expect(pathOf(page)).toBe(`/mobile/checklist/${id}`);
    expect(await persistedCache(page)).toContain('"isPaused":true');

    await page.context().setOffline(false);
    await expect
      .poll(async () => (await apiAs<Sent>(JOAO, 'GET', `/checklists/${id}`)).questions[0]?.answer, {
        timeout: 20_000,
        interval: 250,
      })
      .toBe(true);
  });
});
