import type { PaneStrings } from './en';
import { countRussian as count } from './plural';

/*
 * The task pane's words in Russian (en.ts says what is among them). The chess words are those of
 * Russian tournament practice, from:
 * - chess-results' Russian pages, as io/grid/chess-results-languages.ts reads them: Место, Имя,
 *   Очки, Тур, Ст.ном. (стартовый номер), Рейт., "положение после 9 туров", таблица;
 * - the Russian version of FIDE's Arbiters' Manual (Руководство для арбитров ФИДЕ 2014, русская
 *   версия: "Системы тай-брейка", "Положение о турнире", "жребий", "итоговая таблица",
 *   "распределение мест", "швейцарская система", "круговая система") and the Russian rules of
 *   the sport (Правила вида спорта «шахматы», Минспорт России, приказ № 988 от 29.12.2020:
 *   соревнования, участник, регламент, жеребьёвка);
 * - federations' regulations of events (Положения о соревнованиях: "в случае равенства очков
 *   места определяются по … коэффициенту Бухгольца", "дополнительные показатели", личный и
 *   командный зачёт, доска, команда, матч).
 * Excel's own words are those of Microsoft's Russian Excel: книга, лист, ячейка, панель, Главная
 * (the Home tab), ВВОД, Файл › Открыть. A count takes the noun's form of its number (plural.ts:
 * 1 тур, 2 тура, 5 туров, 11 туров, 21 тур).
 * Not translated: criterion acronyms, codes, the DSL's keywords, the names of the sheets a run
 * writes (Regula Standings …, Regulation) — they are the same in every language.
 */
export const ru: PaneStrings = {
  app: {
    languageName: 'Русский',
    heading: 'Regula',
    language: (name) => `Язык панели: ${name}`,
    languageMenu: 'Язык панели',
    languageAutomatic: (name) => `Автоматически (${name})`,
    tabs: { regulation: 'Регламент', crosstable: 'Таблица', results: 'Результаты', scenarios: 'Сценарии' },
    more: '⋯',
    morePanels: (hidden) => count(hidden, 'скрытая панель', 'скрытые панели', 'скрытых панелей'),
    hostIssueTitle: { internal: 'Regula', excel: 'Excel' },
    couldNotStart: (message) => `Не удалось запустить Regula: ${message}`,
  },

  manifest: {
    description:
      'Применяет регламент турнира к турнирной таблице: дополнительные показатели, пропуски туров и неявки по редакции правил, турнирное положение и проверка каждого значения.',
    descriptionShort: 'Дополнительные показатели, турнирное положение и проверка по регламенту.',
    buttonLabel: 'Регламенты',
    buttonTooltip: 'Открыть Regula: написать регламент, проверить турнирную таблицу и записать турнирное положение и проверку.',
    getStartedTitle: 'Regula готова к работе',
    getStartedDescription: 'Откройте Regula на вкладке «Главная», чтобы распределить места в турнирной таблице по вашему регламенту.',
  },

  demo: {
    title: 'Демо',
    notice:
      'Эта страница работает вне Excel, с примером книги под панелями: настенная таблица, пары командного турнира и турнир перед ' +
      'последним туром (выберите ярлык его листа, затем «Сценарии»). Прочитайте лист, выполните расчёт, посмотрите листы, которые ' +
      'пишет Regula, и введите значение в ячейку сетки, как в Excel; с включённым «В реальном времени» турнирное положение следует ' +
      'за изменениями. В Excel откройте Regula на вкладке Главная → Regula.',
    workbook: 'Пример книги',
    sheet: (name) => `Лист ${name}`,
    rowHeader: 'Строка',
    editHint: 'Щёлкните ячейку (или введите её адрес), измените значение и нажмите ВВОД — как при вводе в Excel.',
    cell: 'Ячейка',
    value: 'Значение',
    enter: 'Ввод',
    notACell: (address) => `«${address}» — не ячейка: нужны буква столбца и номер строки, например F9.`,
  },

  whatToDo: (fix) => `Что сделать: ${fix}`,

  regulation: {
    panel: 'Регламент',
    preset: 'Начать с шаблона',
    choosePreset: 'Выберите шаблон…',
    samples: {
      fide2026Open: 'Пример — опен ФИДЕ 2026 (жребий с заданным начальным числом)',
      vcfGsqt: 'Пример — VCF GSQT 2020-21 (гран-при, команды, квалификация)',
      clubDoubleRoundRobin: 'Пример — клубный двухкруговой турнир (правило о выбывших)',
      indiaUnder11: 'Пример — Under-11 Nationals 2012 (виртуальный соперник по ФИДЕ 2009)',
      fide2026TeamSwiss: 'Пример — ФИДЕ 2026, командный турнир по швейцарской системе (командные показатели C.07)',
      teamCup: 'Пример — командный кубок на выбывание (дополнительные показатели для ничейного матча)',
    },
    restored: 'Восстановлено с листа «Regulation» книги.',
    hoverSource: (source) => `Источник: ${source}`,
    compareWith: 'Сравнить с…',
    compareNothing: 'Ни с чем (без листа Regula Compare)',
    compareEdition: (edition) => `Этот регламент по ${edition}`,
    comparePreset: (label) => `Шаблон — ${label}`,
    compareHint: 'Тогда расчёт пишет и лист Regula Compare: место каждого участника и решивший его показатель по обоим.',
    status: (errors, warnings) =>
      errors > 0
        ? `${count(errors, 'ошибка', 'ошибки', 'ошибок')} — исправьте перед расчётом`
        : warnings > 0
          ? `Ошибок нет; ${count(warnings, 'предупреждение', 'предупреждения', 'предупреждений')}`
          : 'Проблем нет',
    completionHint: 'Ctrl+Пробел дополняет ключевые слова, редакции и названия показателей.',
    editor: 'Текст регламента',
  },

  crosstable: {
    panel: 'Турнирная таблица',
    sheet: 'Лист',
    activeSheet: 'Активный лист',
    layout: 'Формат',
    detect: 'Определить',
    numbers: 'Числа в ячейках туров',
    lineNumbers: 'номера строк',
    startingNumbers: 'стартовые номера',
    language: 'Язык',
    languageHint: 'Экспорта chess-results: слова заголовков и буквы цветов',
    afterRound: 'После тура',
    afterRoundHint: 'Пусто: последний завершённый тур',
    section: 'Группа',
    sectionHint: 'Строка таблиц по группам, например K-12',
    read: 'Прочитать таблицу',
    openFile: 'Открыть файл…',
    fileInput: 'Файл TRF или CSV, который будет помещён на новый лист',
    openFileHint: 'TRF или CSV (экспорт chess-results, настенная таблица, пары по доскам) помещается на новый лист и сразу читается.',
    imported: (note, sheet) => `${note} Новый лист «${sheet}».`,
    nothingRead: 'Пока ничего не прочитано: выберите лист с турнирной таблицей и прочитайте его.',
    readFrom: (where, what) => `Прочитано ${where}: ${what}`,
    teamEvent: 'командный турнир (его команды ниже)',
    teamMatches: 'командные матчи по доскам',
    noLayout: 'формат не распознан',
    layoutDetails: (layout) =>
      (layout.headerRow !== undefined ? `Заголовок в строке ${layout.headerRow}; ` : '') +
      `${count(layout.playerRows, 'строка участника', 'строки участников', 'строк участников')}; ` +
      `${count(layout.rounds, 'тур', 'тура', 'туров')}; ${layout.type ?? 'тип неизвестен'}` +
      (layout.numbers ? `; числа — ${layout.numbers === 'line' ? 'номера строк' : 'стартовые номера'}` : '') +
      (layout.chessResults ? '; экспорт chess-results' : '') +
      (layout.language ? ` (язык: ${layout.language})` : '') +
      (layout.afterRound !== undefined ? `; положение после тура ${layout.afterRound}` : ''),
    matchesRead: 'Прочитанные командные матчи',
    teamsRead: 'Прочитанные команды',
    understood: 'Что было понято',
    preview: (players, rounds, type, unplayed) =>
      `${count(players, 'участник', 'участника', 'участников')}, ${count(rounds, 'тур', 'тура', 'туров')} (${type}). ` +
      (unplayed.length === 0 ? 'Все туры сыграны.' : `Не сыграно: ${unplayed.map((u) => `${u.count} × ${u.words}`).join(', ')}.`),
    issues: (n) =>
      n === 0
        ? 'Проблем во входных данных нет'
        : count(n, 'проблема во входных данных', 'проблемы во входных данных', 'проблем во входных данных'),
    moreLikeIt: (n, code) => `— и ещё ${count(n, `проблема ${code}`, `проблемы ${code}`, `проблем ${code}`)} после неё, не показаны`,
  },

  results: {
    panel: 'Результаты',
    run: 'Рассчитать',
    running: 'Расчёт…',
    cancel: 'Отмена',
    live: 'В реальном времени: пересчитывать при изменении таблицы',
    progress: {
      reading: 'Чтение турнирной таблицы…',
      computing: 'Расчёт турнирного положения…',
      // "из 1 запроса", "из 3 запросов", "из 21 запроса": the genitive after "из".
      writing: (done, total, into) =>
        into === ''
          ? `Запись: ${done} из ${count(total, 'запроса', 'запросов', 'запросов')}…`
          : `Запись в ${into}: запрос ${done + 1} из ${total}…`,
    },
    cancelledWhile: {
      reading: 'Отменено во время чтения: в книгу ничего не записано.',
      computing: 'Отменено во время расчёта: в книгу ничего не записано.',
      writing: 'Отменено во время записи: в книгу ничего не записано.',
    },
    cancelledAfter: (written, total) =>
      `Отменено после ${written} из ${count(total, 'запроса на запись', 'запросов на запись', 'запросов на запись')}: собственные листы ` +
      'и столбцы результатов Regula неполны. Рассчитайте снова, чтобы дополнить их; ваши ячейки не изменены.',
    blocked: (errors) =>
      `В регламенте ${count(errors, 'ошибка', 'ошибки', 'ошибок')}: исправьте ${errors === 1 ? 'её' : 'их'} на панели «Регламент», затем нажмите «Рассчитать».`,
    whatRunWrites:
      'Расчёт записывает столбцы результатов рядом с турнирной таблицей, листы Regula Standings и Regula Audit (для листа командных ' +
      'матчей по доскам — лист Regula Match; для пар по доскам командного турнира — Regula Team Crosstable, Standings и Audit) и ' +
      'сохраняет регламент на листе «Regulation». Ваши собственные ячейки никогда не изменяются.',
    notRun: (why) => `Не рассчитано: ${why}`,
    timingComputed: (readMs, computeMs) => `Чтение ${Math.round(readMs)} мс · расчёт ${Math.round(computeMs)} мс · запись…`,
    timing: (readMs, computeMs, writeMs, requests) =>
      `Чтение ${Math.round(readMs)} мс · расчёт ${Math.round(computeMs)} мс · запись ${Math.round(writeMs)} мс` +
      (requests !== undefined ? ` (${count(requests, 'запрос на запись', 'запроса на запись', 'запросов на запись')})` : ''),
    written: 'Записано',
    resultColumns: (where) => `Столбцы результатов: ${where}`,
    sheet: (name) => `Лист ${name}`,
    regulationSheet: 'Лист Regulation (рассчитанный текст)',
    exportReport: 'Экспорт отчёта проверки',
    exportReportHint:
      'Один HTML-файл этого расчёта для апелляционного комитета: хеши входных данных и регламента, турнирное положение, каждое ' +
      'равенство и вклады, которые его разрешили. Откройте его в браузере, чтобы прочитать или распечатать.',
    reportSaved: (file) => `${file} сохранён в загрузках.`,
    reportUnavailable:
      'Отчёта нет: последний расчёт не распределил мест ни в чём, что охватывает отчёт (у листа командных матчей нет турнирного ' +
      'положения; для турнира по группам единого отчёта пока нет, как и в `regula report`). Рассчитайте, затем экспортируйте.',
    listChanged: (round, previous, next) =>
      `Порядок дополнительных показателей изменён после тура ${round}, когда турнир уже начался: был «${previous}», теперь «${next}». ` +
      'Контрольный список ФИДЕ (Q201) требует не менять порядок после начала турнира; изменение записано в историю на листе «Regulation».',
    moved: (name, before, after) => `${name} ${before} → ${after}`,
    changes: (changes) => {
      const parts: string[] = [];
      if (changes.moved > 0) {
        const more = changes.moved > changes.examples.length ? ', …' : '';
        parts.push(
          `${count(changes.moved, 'место изменилось', 'места изменились', 'мест изменилось')} (${changes.examples.join(', ')}${more})`,
        );
      }
      if (changes.revalued > 0)
        parts.push(
          `${count(changes.revalued, 'участник сохранил место', 'участника сохранили место', 'участников сохранили место')} с другим значением`,
        );
      if (changes.added > 0) parts.push(count(changes.added, 'новый участник', 'новых участника', 'новых участников'));
      if (changes.removed > 0)
        parts.push(
          count(changes.removed, 'участник больше не в таблице', 'участника больше не в таблице', 'участников больше не в таблице'),
        );
      return `После предыдущего расчёта: ${parts.length === 0 ? 'в турнирном положении ничего не изменилось' : parts.join('; ')}.`;
    },
  },

  study: {
    simulateLots: 'Смоделировать жребий',
    simulating: 'Моделирование…',
    simulateLotsHint:
      'Показывает жребий для каждого равенства, оставшегося после всех показателей, по листу в его нынешнем виде. Ничего не записывается.',
    scenariosPanel: 'Что нужно каждому претенденту',
    scenariosIntro:
      'Перед следующим туром — пары внесены, результаты пусты — каждое сочетание результатов на важных досках ранжируется по ' +
      'регламенту, и каждому участнику, который ещё может занять эти места, сообщается, что даёт какое место. Ничего не записывается.',
    places: 'Места',
    placesHint: 'Пусто — призовые или квалификационные места регламента (иначе 3).',
    placesOption: 'Места',
    study: 'Показать сценарии',
    studying: 'Перебор…',
    scenariosTeams: 'Сценарии строятся для личных турниров; на этом листе командный турнир.',
    scenariosStopped: (why) => `Сценариев нет: ${why.replace(/\.$/, '')}.`,
  },

  run: {
    regulationErrors: 'В регламенте есть ошибки: исправьте их на панели «Регламент».',
    crosstableErrors: 'В турнирной таблице есть ошибки: см. панель «Таблица».',
    teamPairingsErrors: 'В командных парах есть ошибки: см. панель «Таблица».',
    matchSheetErrors: 'На листе матчей есть ошибки: см. панель «Таблица».',
    noMatchTiebreaks: 'На листе командный матч, а в регламенте нет статьи «match tie-breaks», которая его решает: добавьте её.',
    sectionProblem: (problem) => `Группа не подходит (${problem}): выберите одну из них в поле «Группа».`,
    sectionsNotRead:
      'Регламент называет группы: расчёт читает по листу на группу (с именем группы); рассчитайте снова, чтобы прочитать их.',
    sectionsErrors: 'Группы не совпадают с группами регламента, или на листе группы есть ошибки: см. панель «Таблица».',
    sectionRanked: (name, players, first) =>
      `Группа ${name}: ${count(players, 'участник', 'участника', 'участников')}, первое место: ${first}.`,
    matchSheetNote: 'На листе командные матчи по доскам: расчёт решает их по дополнительным показателям матча из регламента.',
    teamSheetNote: (described, summary) => `На листе: ${described} — ${summary}. Расчёт распределяет места команд.`,
    matchRead: (match, firstRow, lastRow, title) =>
      `${match ? `${match.teams[0]} – ${match.teams[1]}: ${count(match.boards, 'доска', 'доски', 'досок')}` : 'матч, команды которого не удалось прочитать'} ` +
      `(строки ${firstRow}–${lastRow}${title ? `, ${title}` : ''})`,
    teamRead: (id, name, players) => `${id} ${name}: ${count(players, 'участник', 'участника', 'участников')}`,
    compareErrors: 'В регламенте для сравнения есть ошибки: исправьте его или не сравнивайте ни с чем.',
    explainFirst: 'Сначала выполните расчёт: объяснение относится к последнему расчёту.',
    explainUnknown: 'Этого участника нет в последнем расчёте: рассчитайте снова.',
    explainUnknownSection: (name) => `В последнем расчёте нет группы ${name}: рассчитайте снова.`,
  },

  importFile: {
    notText: (file) => `${file} — не текстовый файл (в нём нулевой байт): панель принимает файлы TRF, PGN, Chess-JSON и CSV.`,
    workbook: (file) => `${file} — книга Excel: откройте её в самом Excel (Файл › Открыть), затем прочитайте её лист здесь.`,
    unknownKind: (file) => `${file}: панель принимает файлы TRF (.trf, .txt), PGN (.pgn, .txt), Chess-JSON (.json) и CSV (.csv).`,
    notBroughtIn: (file, error) => `${file} не загружен: ${error}`,
    errorAt: (line, column, message) => `строка ${line}:${column}: ${message}`,
    teamEvent: (file, teams, rounds, boards) =>
      `${file}: командный турнир (${count(teams, 'команда', 'команды', 'команд')}, ${count(rounds, 'тур', 'тура', 'туров')}, ` +
      `${count(boards, 'доска', 'доски', 'досок')}) загружен как пары по доскам, тур за туром.`,
    crosstable: (file, players, rounds, lost) =>
      `${file}: ${count(players, 'участник', 'участника', 'участников')}, ${count(rounds, 'тур', 'тура', 'туров')} — загружено как ` +
      `турнирная таблица${lost.length > 0 ? `; лист не хранит эти данные турнира: ${lost.join(', ')}` : ''}.`,
    csv: (file, rows, cut) =>
      `${file}: ${count(rows, 'строка загружена', 'строки загружены', 'строк загружено')} как есть.${cut === undefined ? '' : ` Предупреждение: ${cut}`}`,
    warnings: (shown, more) =>
      `Прочитано с ${count(shown.length + more, 'предупреждением', 'предупреждениями', 'предупреждениями')}: ${shown.join('; ')}` +
      `${more > 0 ? `; и ещё ${more}` : ''}.`,
  },

  standings: {
    title: 'Турнирное положение',
    section: 'Группа',
    hint: (rows) =>
      `${count(rows, 'строка', 'строки', 'строк')}. Щёлкните строку (или нажмите на ней ВВОД), чтобы узнать, почему она выше ` +
      'следующей; клавиши со стрелками переходят между строками.',
    columns: (shown, all) => `Столбцы (${shown} из ${all})`,
    why: 'Почему',
  },

  explanations: {
    ties: 'Как были разрешены равенства',
    matches: 'Как были решены матчи',
    noTies: 'Равенств для разрешения нет.',
    noMatches: 'Матчей для решения нет.',
    tiesCount: (splits) => `Как были разрешены равенства (${count(splits, 'разделение', 'разделения', 'разделений')})`,
    matchesCount: (lines) => `Как были решены матчи (${count(lines, 'строка', 'строки', 'строк')})`,
    more: (next, rest) => `Показать ещё ${next} из ${rest}`,
  },
};
