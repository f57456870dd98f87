/**
 * The whole-screen wait while the app starts (a screen's code or the session still on its way):
 * the splash index.html paints before the JavaScript arrives, node for node, with the styles
 * inline there. So a first load goes from the splash straight to its screen, with no blank
 * 'Carregando...' page between two dark ones.
 */
export function AppSplash() {
  return (
    <div className="boot">
      <div>
        <span className="boot-logo" aria-hidden="true">
          <svg
            width="28"
            height="28"
            viewBox="0 0 24 24"
            fill="none"
            stroke="#fff"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <rect width="8" height="4" x="8" y="2" rx="1" ry="1" />
            <path d="M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2" />
            <path d="m9 14 2 2 4-4" />
          </svg>
        </span>
        <h1>CheckFrota</h1>
        <p>Checklists e gestão de frota</p>
      </div>
      <div className="boot-spinner" role="status" aria-label="Carregando" />
    </div>
  );
}
