export function questionCountLabel(count: number): string {
  return count === 1 ? '1 questão' : `${count} questões`;
}
