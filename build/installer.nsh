; Registers cantara:// with Windows when the NSIS installer runs, and removes it on uninstall,
; so a hand-off link from the browser opens the app even before its first start.
!macro customInstall
  WriteRegStr SHELL_CONTEXT "Software\Classes\cantara" "" "URL:Cantara"
  WriteRegStr SHELL_CONTEXT "Software\Classes\cantara" "URL Protocol" ""
  WriteRegStr SHELL_CONTEXT "Software\Classes\cantara\DefaultIcon" "" "$INSTDIR\${APP_EXECUTABLE_FILENAME},0"
  WriteRegStr SHELL_CONTEXT "Software\Classes\cantara\shell\open\command" "" '"$INSTDIR\${APP_EXECUTABLE_FILENAME}" "%1"'
!macroend

!macro customUnInstall
  DeleteRegKey SHELL_CONTEXT "Software\Classes\cantara"
!macroend
