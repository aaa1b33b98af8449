import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CurrentUser } from '@inroom/shared';

// The signed-in back-office user (spec §3 Current user, §4 User), kept across reloads. Signing in
// and out happens in the auth chunk (aws-amplify); this slice is in the main bundle so the API
// layer can clear the user on a 401 without loading that chunk.

const signedOut: CurrentUser = { id: null, userName: '' };

export const userSlice = createSlice({
  name: 'user',
  initialState: signedOut,
  reducers: {
    userSignedIn: (_state, action: PayloadAction<{ id: string; userName: string }>) =>
      action.payload,
    /** Log out, a failed or empty current-user check, or a 401 from the API (spec §4). */
    userCleared: () => signedOut,
  },
});

export const { userSignedIn, userCleared } = userSlice.actions;

export const isSignedIn = (user: CurrentUser): boolean => user.id !== null;
