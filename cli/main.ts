export async function run(argv: string[]): Promise<number> {
  console.log('regula', argv.join(' '));
  return 0;
}
