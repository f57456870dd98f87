/** User-visible pt-BR texts of the spreadsheet imports. */
export const importMessages = {
  fileRequired: 'Envie a planilha (XLSX ou CSV)',
  notSpreadsheet: 'O arquivo não é uma planilha: envie um arquivo XLSX ou CSV',
  oldExcel: 'Arquivos .xls antigos não são aceitos: salve a planilha como .xlsx ou .csv',
  unreadable: 'Não foi possível ler a planilha: confira se o arquivo não está corrompido',
  tooLarge: (megabytes: number) => `A planilha deve ter no máximo ${megabytes} MB`,
  tooManyRows: (max: number) => `A planilha deve ter no máximo ${max} linhas de dados; divida-a em arquivos menores`,
  noRows: 'A planilha não tem nenhuma linha de dados abaixo do cabeçalho',
  missingColumns: (headers: string[]) =>
    `Coluna${headers.length > 1 ? 's' : ''} obrigatória${headers.length > 1 ? 's' : ''} ausente${
      headers.length > 1 ? 's' : ''
    } no cabeçalho: ${headers.join(', ')}`,
  repeatedColumn: (header: string) => `A coluna ${header} aparece mais de uma vez no cabeçalho`,
  line: (line: number, message: string) => `Linha ${line}: ${message}`,
  repeatedKey: (header: string, line: number) => `${header} já aparece na linha ${line} da planilha`,
  yesNo: (header: string) => `${header}: use Sim ou Não`,
  previewNotFound: 'Prévia de importação não encontrada ou expirada: envie a planilha de novo',
  alreadyConfirmed: 'Esta importação já foi confirmada',
  fileNameRequired: 'Informe o nome do arquivo',
  /** The web screen's texts. */
  action: 'Importar',
  downloadTemplate: 'Baixar modelo',
  confirm: 'Confirmar importação',
  previewError: 'Erro ao ler a planilha',
  confirmError: 'Erro ao importar',
  templateError: 'Erro ao baixar o modelo',
} as const;
