/** The signed-in user as the shell shows them: the name with its fallback, and the avatar. */
export interface ShellUser {
  name: string;
  avatar: string | null;
}
