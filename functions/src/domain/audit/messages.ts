/** User-visible pt-BR texts of this domain (see ../messages.ts, which composes MESSAGES from them). */
export const auditMessages = {
  invalidDate: 'Data inválida',
  invalidRange: 'A data final deve ser igual ou posterior à inicial',
  reopenReasonRequired: 'Informe o motivo para reabrir a revisão',
  approvedCannotBeDeleted: 'Checklist aprovado não pode ser excluído; arquive-o',
  onlyApprovedArchived: 'Só checklists aprovados podem ser arquivados',
  emailChangedTitle: 'Seu e-mail foi alterado',
  emailChangedBody: (email: string) => `Um administrador alterou o e-mail da sua conta para ${email}.`,
  passwordSetTitle: 'Sua senha foi alterada',
  passwordSetBody: 'Um administrador definiu uma nova senha para a sua conta.',
} as const;
