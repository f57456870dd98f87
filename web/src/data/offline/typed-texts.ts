/**
 * Text the field user typed and has not yet seen saved, kept on the device as it is typed:
 * localStorage writes at once, so a tab backgrounded, killed or reloaded mid-word keeps it.
 * One entry per checklist, by question: the answer's text and a failure's comment.
 */
export interface TypedText {
  answer?: string;
  comment?: string;
}

const PREFIX = 'checkfrota:typed:';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readTypedTexts(checklistId: string): Record<string, TypedText> {
  try {
    const stored = JSON.parse(storage()?.getItem(PREFIX + checklistId) ?? '{}') as unknown;
    return stored && typeof stored === 'object' ? (stored as Record<string, TypedText>) : {};
  } catch {
    return {};
  }
}

function write(checklistId: string, texts: Record<string, TypedText>): void {
  try {
    if (Object.keys(texts).length === 0) storage()?.removeItem(PREFIX + checklistId);
    else storage()?.setItem(PREFIX + checklistId, JSON.stringify(texts));
  } catch {
    // A full or refused storage leaves the text on screen and on its way to the server.
  }
}

export function keepTypedText(checklistId: string, questionId: string, text: TypedText): void {
  const texts = readTypedTexts(checklistId);
  write(checklistId, { ...texts, [questionId]: { ...texts[questionId], ...text } });
}

/**
 * Once an answer is on the server, the device's copy of what it carried is let go; text typed
 * after it was sent stays, for the next save.
 */
export function forgetSavedText(
  checklistId: string,
  questionId: string,
  saved: { answer: unknown; comment?: string | null },
): void {
  const { [questionId]: typed, ...rest } = readTypedTexts(checklistId);
  if (!typed) return;
  const left: TypedText = {
    ...(typed.answer !== undefined && typed.answer !== saved.answer && { answer: typed.answer }),
    ...(typed.comment !== undefined &&
      (saved.comment === undefined || typed.comment.trim() !== (saved.comment ?? '')) && { comment: typed.comment }),
  };
  write(checklistId, Object.keys(left).length > 0 ? { ...rest, [questionId]: left } : rest);
}

/** On sign-out: no one else reads what was typed on this device. */
export function clearTypedTexts(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((key) => key?.startsWith(PREFIX));
  for (const key of keys) if (key) store.removeItem(key);
}
