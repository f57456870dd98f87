import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { apiAs, idTokenOf } from './api';
import { expectPath, expectVisible, signIn } from './browser';
import { vehicleQrLink } from './firestore';

export const JOAO = 'joao@alfa.dev';
const ADMIN = 'admin@alfa.dev';

/** A new checklist of the template for João, due tomorrow, made by the admin through the API. */
export async function assignToJoao(templateName: string): Promise<string> {
  const templates = await apiAs<{ items: Array<{ id: string; title: string }> }>(
    ADMIN,
    'GET',
    `/templates?search=${encodeURIComponent(templateName)}`,
  );
  const template = templates.items.find((t) => t.title === templateName)!;
  const dueDate = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
  const { ids } = await apiAs<{ ids: string[] }>(ADMIN, 'POST', '/checklists/assign', {
    templateId: template.id,
    userIds: ['alfa-joao'],
    dueDate,
  });
  const [id] = ids;
  if (!id) throw new Error('a atribuição não criou checklist');
  return id;
}

/** A 12 MP camera-sized JPEG (4000×3000), drawn in the page, as the bytes a phone would pick. */
export async function twelveMegapixelJpeg(page: Page, hue: number): Promise<Buffer> {
  const base64 = await page.evaluate(async (h) => {
    const canvas = new OffscreenCanvas(4000, 3000);
    const ctx = canvas.getContext('2d')!;
    const sky = ctx.createLinearGradient(0, 0, 4000, 3000);
    sky.addColorStop(0, `hsl(${h} 60% 70%)`);
    sky.addColorStop(1, `hsl(${h + 90} 50% 30%)`);
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, 4000, 3000);
    // Shapes and grain, so the JPEG weighs what a photo does and not what a flat colour does.
    let seed = h;
    const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    for (let i = 0; i < 4000; i++) {
      ctx.fillStyle = `hsl(${h + random() * 120} ${40 + random() * 40}% ${30 + random() * 50}% / 0.5)`;
      ctx.beginPath();
      ctx.arc(random() * 4000, random() * 3000, 5 + random() * 120, 0, Math.PI * 2);
      ctx.fill();
    }
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  }, hue);
  return Buffer.from(base64, 'base64');
}

/** A three-question template (Sim/Não, photo, number) of the admin's own, unique per run. */
export async function truckDepartureTemplate(): Promise<string> {
  const name = `Vistoria rápida ${Date.now()}`;
  await apiAs(ADMIN, 'POST', '/templates', {
    name,
    description: 'Conferência antes de sair do pátio.',
    isActive: true,
    questions: [
      { type: 'boolean', question: 'Lacre da carga intacto?', required: true },
      { type: 'photo', question: 'Foto do lacre', required: true },
      { type: 'number', question: 'Quilometragem de saída', min: 0, max: null, required: true },
    ],
  });
  return name;
}

/** Once the service worker controls the page, the app shell opens without a network. */
export async function waitForOfflineShell(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 20_000,
      message: 'o service worker deveria controlar a página',
    })
    .toBe(true);
}

/** João signed in on his phone (390×844), on his list, once the app's offline shell is in place. */
export async function joaoOnPhoneWithOfflineShell(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, JOAO);
  await expectPath(page, '/mobile');
  await waitForOfflineShell(page);
}

/** Opens a three-question checklist from João's list and starts it: its first question is on screen. */
export async function startOnPhone(page: Page, id: string): Promise<void> {
  await page.locator(`a[href="/mobile/checklist/${id}"]`).click();
  await page.getByRole('button', { name: 'Iniciar Checklist' }).click();
  await expectQuestion(page, 1);
}

/** Waits for question n of a three-question checklist on the phone. */
export const expectQuestion = (page: Page, n: number) =>
  expectVisible(page.getByText(`Questão ${n} de 3`, { exact: true }));
export const nextQuestion = (page: Page) => page.getByRole('button', { name: 'Próxima', exact: true }).click();

/**
 * Records every toast the page shows from its next load on (sonner's items, by their text), so a
 * journey can tell what the user was told along the way; read it before the page loads anew.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { recordedToasts: seen });
    new MutationObserver(() => {
      for (const item of Array.from(document.querySelectorAll('[data-sonner-toast]'))) {
        const text = item.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { recordedToasts: string[] }).recordedToasts);
}

/**
 * A vehicle's QR link as its label holds it: the label is printed through the API (which makes
 * the token on the first print) and the token read where the vehicle keeps it (the Firestore emulator).
 */
export async function labelLink(vehicleId: string): Promise<string> {
  const res = await fetch(`${inject('baseUrl')}/api/vehicles/${vehicleId}/label`, {
    headers: { authorization: `Bearer ${await idTokenOf(ADMIN)}` },
  });
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return vehicleQrLink(vehicleId);
}
