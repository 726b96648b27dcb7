/** The wizard's values as the inputs hold them (a select gives a string; the picture a File). */
export type RegisterFormValues = {
  profilePicture: File | null;
  name: string;
  bio: string;
  email: string;
  password: string;
  confirmPassword: string;
  phoneNumber: string;
  registrationNumber: string;
  academicYear: string;
  linkedinUsername: string;
};

export const EMPTY_REGISTRATION: RegisterFormValues = {
  profilePicture: null,
  name: '',
  bio: '',
  email: '',
  password: '',
  confirmPassword: '',
  phoneNumber: '',
  registrationNumber: '',
  academicYear: '',
  linkedinUsername: '',
};

export const REGISTER_STEPS = [
  { title: 'Basic Information', fields: ['name', 'bio', 'email', 'password', 'confirmPassword'] },
  { title: 'Contact Details', fields: ['phoneNumber', 'registrationNumber', 'academicYear', 'linkedinUsername'] },
] as const satisfies ReadonlyArray<{ title: string; fields: ReadonlyArray<keyof RegisterFormValues> }>;

export const FILL_ALL_FIELDS = 'Please fill all required fields correctly';
